import { ButtonLink, CardGrid, CheckList, FeatureCard, Hero, Section } from '@acme/ui';
import type { ServicePageContent } from '@content/service-pages';
import type { Service } from '@content/services';
import { AssessmentButton } from './assessment';
import { NamedIcon } from './icons';

/** What every service page shows first: its hero, key features and benefits. */
export function ServiceOverview({
  service,
  content: page,
}: {
  service: Service;
  content: ServicePageContent;
}) {
  return (
    <>
      <Hero
        badge="Managed IT Services"
        title={service.title}
        actions={
          <>
            <AssessmentButton variant="secondary" service={service.title}>
              Get a Free Assessment
            </AssessmentButton>
            <ButtonLink href="/pricing" variant="secondary">
              View Pricing
            </ButtonLink>
            {service.id === 'employee-it' && (
              <ButtonLink href="/login" variant="secondary">
                Log In
              </ButtonLink>
            )}
          </>
        }
      >
        <p>{page.heroLead}</p>
      </Hero>
      <Section title="Key Features">
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
      <Section title="Benefits" tone="light">
        <CheckList items={page.benefits} />
      </Section>
    </>
  );
}
