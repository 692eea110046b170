import { ButtonLink, CardGrid, FeatureCard, Hero, Section, TestimonialCard, theme } from '@acme/ui';
import { styled } from 'styled-components';
import { AssessmentButton } from '../components/assessment';
import { NamedIcon } from '../components/icons';
import { SITE } from '../config';
import { HOME } from '@content/home';
import { routeById } from '../routes/routes';
import { required } from '../required';
import SmbPlansLink from '../components/SmbPlansLink';

/** Each offer's icon, in the order of `HOME.offers`. */
const OFFER_ICONS = ['server', 'shield', 'cloud', 'headset', 'briefcase'] as const;

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
            <AssessmentButton variant="secondary">{HOME.actions.assessment}</AssessmentButton>
            <ButtonLink href={SITE.phoneHref} variant="secondary">
              {HOME.actions.call}
            </ButtonLink>
          </>
        }
      >
        <p>{HOME.lead}</p>
      </Hero>
      <Section title={HOME.headings.offers}>
        <CardGrid>
          {HOME.offers.map((offer, index) => (
            <FeatureCard
              key={offer.title}
              icon={<NamedIcon name={required(OFFER_ICONS[index], offer.title)} />}
              title={offer.title}
              description={offer.description}
              bullets={offer.bullets}
            />
          ))}
        </CardGrid>
        <SmbPlansLink />
      </Section>
      <Section title={HOME.headings.whyChoose(SITE.companyName)} tone="light">
        <CardGrid>
          {HOME.whyChoose.map((item) => (
            <FeatureCard key={item.title} title={item.title} description={item.description} />
          ))}
        </CardGrid>
      </Section>
      <Section title={HOME.headings.industries}>
        <Pills>
          {HOME.industries.map((industry) => (
            <li key={industry}>{industry}</li>
          ))}
        </Pills>
      </Section>
      <Section title={HOME.cta.title} intro={HOME.cta.text} tone="brand">
        <CtaActions>
          <AssessmentButton variant="secondary">{HOME.actions.getStarted}</AssessmentButton>
          <ButtonLink href={routeById('pricing').path} variant="secondary">
            {HOME.actions.pricing}
          </ButtonLink>
        </CtaActions>
      </Section>
      <Section title={HOME.headings.testimonials}>
        <CardGrid>
          {HOME.testimonials.map((t) => (
            <TestimonialCard key={t.author} {...t} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
