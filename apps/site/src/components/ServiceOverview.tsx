import { ButtonLink, CardGrid, CheckList, FeatureCard, Hero, Section } from '@acme/ui';
import type { ServicePageContent } from '@content/service-pages';
import { SERVICE_TEMPLATE } from '@content/service-template';
import { SERVICE_TITLES } from '@content/service-titles';
import type { Service } from '@content/services';
import { AssessmentButton } from './assessment';
import { LOGIN_PATH, routeById } from '../routes/routes';
import { NamedIcon } from './icons';

/** What every service page shows first: its hero, key features and benefits. */
export function ServiceOverview({
  service,
  content: page,
}: {
  service: Service;
  content: ServicePageContent;
}) {
  const title = SERVICE_TITLES[service.id];
  return (
    <>
      <Hero
        badge={SERVICE_TEMPLATE.badge}
        title={title}
        actions={
          <>
            <AssessmentButton variant="secondary" service={title}>
              {SERVICE_TEMPLATE.assessment}
            </AssessmentButton>
            <ButtonLink href={routeById('pricing').path} variant="secondary">
              {SERVICE_TEMPLATE.pricing}
            </ButtonLink>
            {service.id === 'employee-it' && (
              <ButtonLink href={LOGIN_PATH} variant="secondary">
                {SERVICE_TEMPLATE.logIn}
              </ButtonLink>
            )}
          </>
        }
      >
        <p>{page.heroLead}</p>
      </Hero>
      <Section title={SERVICE_TEMPLATE.features}>
        <CardGrid>
          {page.features.map((feature) => (
            <FeatureCard
              key={feature.title}
              icon={<NamedIcon name={service.icon} />}
              title={feature.title}
              description={feature.description}
            />
          ))}
        </CardGrid>
      </Section>
      <Section title={SERVICE_TEMPLATE.benefits} tone="light">
        <CheckList items={page.benefits} />
      </Section>
    </>
  );
}
