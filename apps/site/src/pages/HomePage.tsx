import { ButtonLink, CardGrid, FeatureCard, Hero, Section, TestimonialCard, theme } from '@acme/ui';
import { styled } from 'styled-components';
import { AssessmentButton } from '../components/assessment';
import { NamedIcon } from '../components/icons';
import { SITE } from '../config';
import { HOME } from '@content/home';
import { SmbPlansLink } from '../components/SmbPlansLink';

const Pills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  list-style: none;
  padding: 0;
  li {
    padding: 0.5rem 1rem;
    border-radius: 999px;
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
  }
`;

const CtaActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
`;

export default function HomePage() {
  return (
    <>
      <Hero
        badge={HOME.badge}
        title={HOME.title}
        actions={
          <>
            <AssessmentButton variant="secondary">Get a Free IT Assessment</AssessmentButton>
            <ButtonLink href={SITE.phoneHref} variant="secondary">
              Call Now
            </ButtonLink>
          </>
        }
      >
        <p>{HOME.lead}</p>
      </Hero>
      <Section title="What We Offer">
        <CardGrid>
          {HOME.offers.map((offer) => (
            <FeatureCard
              key={offer.title}
              icon={<NamedIcon name={offer.icon} />}
              title={offer.title}
              description={offer.description}
              bullets={offer.bullets}
            />
          ))}
        </CardGrid>
        <SmbPlansLink />
      </Section>
      <Section title={`Why Choose ${SITE.companyName}`} tone="light">
        <CardGrid>
          {HOME.whyChoose.map((item) => (
            <FeatureCard key={item.title} title={item.title} description={item.description} />
          ))}
        </CardGrid>
      </Section>
      <Section title="Industries We Serve">
        <Pills>
          {HOME.industries.map((industry) => (
            <li key={industry}>{industry}</li>
          ))}
        </Pills>
      </Section>
      <Section title={HOME.cta.title} intro={HOME.cta.text} tone="brand">
        <CtaActions>
          <AssessmentButton variant="secondary">Get Started Today</AssessmentButton>
          <ButtonLink href="/pricing" variant="secondary">
            View Pricing Plans
          </ButtonLink>
        </CtaActions>
      </Section>
      <Section title="What Our Clients Say">
        <CardGrid>
          {HOME.testimonials.map((t) => (
            <TestimonialCard key={t.author} {...t} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
