import { ButtonLink, CardGrid, FeatureCard, Hero, Section, theme, VisuallyHidden } from '@acme/ui';
import { styled } from 'styled-components';
import { AssessmentButton } from '../components/assessment';
import { NamedIcon } from '../components/icons';
import { SERVICE_GROUPS, SERVICE_SUMMARIES, SERVICES_PAGE } from '@content/service-catalogue';
import { routeById } from '../routes/routes';
import { SERVICES } from '@content/services';
import { SERVICE_TITLES } from '@content/service-titles';

/** The catalogue with each service's full title, which its card and its hidden hints say. */
const TITLED_SERVICES = SERVICES.map((service) => ({
  ...service,
  title: SERVICE_TITLES[service.id],
}));

const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

export default function ServicesPage() {
  return (
    <>
      <Hero
        title={SERVICES_PAGE.title}
        actions={
          <>
            <AssessmentButton variant="secondary">{SERVICES_PAGE.assessment}</AssessmentButton>
            <AssessmentButton variant="outline">{SERVICES_PAGE.expert}</AssessmentButton>
          </>
        }
      >
        <p>{SERVICES_PAGE.lead}</p>
      </Hero>
      {SERVICE_GROUPS.map((group, index) => (
        <Section
          key={group.id}
          id={group.id}
          title={group.label}
          intro={group.description}
          tone={index % 2 ? 'light' : 'default'}
        >
          <CardGrid>
            {TITLED_SERVICES.filter((s) => s.group === group.id).map((service) => (
              <FeatureCard
                key={service.id}
                icon={<NamedIcon name={service.icon} />}
                title={service.title}
                description={SERVICE_SUMMARIES[service.id]}
                actions={
                  <CardActions>
                    <ButtonLink href={routeById(service.id).path} variant="outline">
                      {SERVICES_PAGE.learnMore}
                      <VisuallyHidden>{SERVICES_PAGE.learnMoreAbout(service.title)}</VisuallyHidden>
                    </ButtonLink>
                    <AssessmentButton variant="secondary" service={service.title}>
                      {SERVICES_PAGE.quote}
                      <VisuallyHidden>{SERVICES_PAGE.quoteFor(service.title)}</VisuallyHidden>
                    </AssessmentButton>
                  </CardActions>
                }
              />
            ))}
          </CardGrid>
        </Section>
      ))}
    </>
  );
}
