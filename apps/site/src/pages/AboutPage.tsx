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

import { ABOUT } from '@content/about';

export default function AboutPage() {
  return (
    <>
      <Hero title={ABOUT.title}>
        <p>{ABOUT.lead}</p>
      </Hero>
      <Section title="Who We Are">
        <p>{ABOUT.whoWeAre}</p>
        <CheckList items={ABOUT.credentials} />
      </Section>
      <Section title="Our Locations" tone="light">
        <CardGrid>
          {ABOUT.locations.map((location) => (
            <Card key={location.name}>
              <h3>{location.name}</h3>
              <p>{location.role}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title="Mission and Vision">
        <CardGrid>
          <Card>
            <h3>Our Mission</h3>
            <p>{ABOUT.mission}</p>
          </Card>
          <Card>
            <h3>Our Vision</h3>
            <p>{ABOUT.vision}</p>
          </Card>
        </CardGrid>
      </Section>
      <Section title="Our Values" tone="light">
        <CardGrid>
          {ABOUT.values.map((value) => (
            <FeatureCard key={value.title} title={value.title} description={value.description} />
          ))}
        </CardGrid>
      </Section>
      <Section title="Let’s talk about your IT" tone="brand">
        <ActionRow>
          <AssessmentButton variant="secondary">Schedule a Consultation</AssessmentButton>
          <ButtonLink href="/services" variant="secondary">
            Learn About Our Services
          </ButtonLink>
        </ActionRow>
      </Section>
    </>
  );
}
