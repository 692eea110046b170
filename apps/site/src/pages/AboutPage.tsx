import {
  ButtonLink,
  Card,
  CardGrid,
  CheckList,
  FeatureCard,
  Hero,
  Section,
  ActionRow,
} from '@acme/ui';
import { AssessmentButton } from '../components/assessment';
import { routeById } from '../routes/routes';
import { ABOUT } from '@content/about';

export default function AboutPage() {
  return (
    <>
      <Hero title={ABOUT.title}>
        <p>{ABOUT.lead}</p>
      </Hero>
      <Section title={ABOUT.headings.whoWeAre}>
        <p>{ABOUT.whoWeAre}</p>
        <CheckList items={ABOUT.credentials} />
      </Section>
      <Section title={ABOUT.headings.locations} tone="light">
        <CardGrid>
          {ABOUT.locations.map((location) => (
            <Card key={location.name}>
              <h3>{location.name}</h3>
              <p>{location.role}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title={ABOUT.headings.missionVision}>
        <CardGrid>
          <Card>
            <h3>{ABOUT.headings.mission}</h3>
            <p>{ABOUT.mission}</p>
          </Card>
          <Card>
            <h3>{ABOUT.headings.vision}</h3>
            <p>{ABOUT.vision}</p>
          </Card>
        </CardGrid>
      </Section>
      <Section title={ABOUT.headings.values} tone="light">
        <CardGrid>
          {ABOUT.values.map((value) => (
            <FeatureCard key={value.title} title={value.title} description={value.description} />
          ))}
        </CardGrid>
      </Section>
      <Section title={ABOUT.headings.cta} tone="brand">
        <ActionRow>
          <AssessmentButton variant="secondary">{ABOUT.actions.consultation}</AssessmentButton>
          <ButtonLink href={routeById('services').path} variant="secondary">
            {ABOUT.actions.services}
          </ButtonLink>
        </ActionRow>
      </Section>
    </>
  );
}
