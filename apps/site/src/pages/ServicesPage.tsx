import { ButtonLink, CardGrid, FeatureCard, Hero, Section, theme, VisuallyHidden } from '@acme/ui';
import { styled } from 'styled-components';
import { AssessmentButton } from '../components/assessment';
import { NamedIcon } from '../components/icons';
import { SERVICE_GROUPS, SERVICE_SUMMARIES } from '@content/service-catalogue';
import { SERVICES } from '@content/services';

const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

export default function ServicesPage() {
  return (
    <>
      <Hero
        title="IT Services for UAE Businesses"
        actions={
          <>
            <AssessmentButton variant="secondary">Get a Free IT Assessment</AssessmentButton>
            <AssessmentButton variant="outline">Talk to an expert</AssessmentButton>
          </>
        }
      >
        <p>Thirteen services in four groups, delivered by one team under clear SLAs.</p>
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
            {SERVICES.filter((s) => s.group === group.id).map((service) => (
              <FeatureCard
                key={service.id}
                icon={<NamedIcon name={service.icon} />}
                title={service.title}
                description={SERVICE_SUMMARIES[service.id]}
                actions={
                  <CardActions>
                    <ButtonLink href={service.path} variant="outline">
                      Learn more<VisuallyHidden> about {service.title}</VisuallyHidden>
                    </ButtonLink>
                    <AssessmentButton variant="secondary" service={service.title}>
                      Get quote<VisuallyHidden> for {service.title}</VisuallyHidden>
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
