import {
  ActionRow,
  ButtonLink,
  Card,
  CardGrid,
  CheckList,
  Section,
  Stat,
  StatList,
  StickyBar,
  Table,
  TestimonialCard,
} from '@acme/ui';
import { styled } from 'styled-components';
import { estimateLink } from '../calculator/estimate-link';
import { AssessmentButton } from '../components/assessment';
import { Island } from '../islands/Island';
import { ServiceOverview } from '../components/ServiceOverview';
import { AMC, AMC_OVERVIEW, AMC_PAGE as T, AMC_SLA } from '@content/amc';
import { AMC_PLANS } from '../catalogue/amc';
import type { Service } from '@content/services';
import { SERVICE_TITLES } from '@content/service-titles';
import type { PageProps } from './registry';
import { required } from '../required';
import { routeById } from '../routes/routes';

const Padded = styled.div`
  padding-bottom: 5rem;
`;

function AmcExtras({ service }: { service: Service }) {
  return (
    <Padded>
      <Section title={T.slaTitle} id="sla">
        <Table
          caption={T.slaCaption}
          columns={[
            { key: 'priority', label: T.columns.priority },
            { key: 'response', label: T.columns.response },
            { key: 'resolution', label: T.columns.resolution },
          ]}
          rows={AMC_SLA}
        />
        <p>
          {T.definitionsBefore}{' '}
          <ButtonLink href={routeById('sla').path} variant="ghost">
            {T.definitionsLink}
          </ButtonLink>
          {T.definitionsAfter}
        </p>
      </Section>
      <Section title={T.plansTitle} tone="light">
        <CardGrid>
          {AMC_PLANS.map((plan) => {
            const copy = AMC.plans[plan.anchor];
            return (
              <Card key={plan.anchor}>
                <h3>{copy.name}</h3>
                <p>
                  <strong>{copy.devices}</strong>
                </p>
                <p>{copy.text}</p>
                <ButtonLink
                  href={estimateLink(plan.preset, plan.anchor)}
                  variant="outline"
                  aria-label={T.seePricingLabel(copy.name)}
                >
                  {T.seePricing}
                </ButtonLink>
              </Card>
            );
          })}
        </CardGrid>
      </Section>
      <Section title={T.industriesTitle}>
        <CheckList items={AMC.industries} />
      </Section>
      <Section title={T.coverageTitle} tone="light">
        <CardGrid>
          {AMC.coverage.map((c) => (
            <Card key={c.place}>
              <h3>{c.place}</h3>
              <p>{c.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title={T.resultsTitle}>
        <StatList>
          {AMC.results.map((r) => (
            <Stat key={r.label} value={r.value} label={r.label} />
          ))}
        </StatList>
      </Section>
      <Section title={T.testimonialsTitle} tone="light">
        <CardGrid>
          {AMC.testimonials.map((t) => (
            <TestimonialCard key={t.author} {...t} />
          ))}
        </CardGrid>
      </Section>
      <Section title={T.faqTitle}>
        <Island name="AmcQuestions" when="interaction" props={{}} />
      </Section>
      <Section title={T.resourcesTitle} tone="light">
        <ActionRow>
          <ButtonLink href={routeById('sla').path} variant="outline">
            {T.resources.sla}
          </ButtonLink>
          <ButtonLink href={routeById('rfi').path} variant="outline">
            {T.resources.rfi}
          </ButtonLink>
          <ButtonLink href={routeById('checklist').path} variant="outline">
            {T.resources.checklist}
          </ButtonLink>
          <ButtonLink href={routeById('pricing').path} variant="outline">
            {T.resources.pricing}
          </ButtonLink>
        </ActionRow>
      </Section>
      <StickyBar label={T.stickyLabel}>
        <span>{T.stickyText}</span>
        <AssessmentButton service={SERVICE_TITLES[service.id]}>{T.stickyButton}</AssessmentButton>
      </StickyBar>
    </Padded>
  );
}

/** The AMC and managed services page: the service template, then the AMC's own sections. */
export default function AmcPage({ route }: PageProps) {
  const service = required(route.service, `${route.id}'s service`);
  return (
    <>
      <ServiceOverview service={service} content={AMC_OVERVIEW} />
      <AmcExtras service={service} />
    </>
  );
}
