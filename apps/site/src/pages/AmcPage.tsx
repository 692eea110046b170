import {
  Accordion,
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
import { ServiceOverview } from '../components/ServiceOverview';
import { AMC, AMC_OVERVIEW, AMC_SLA } from '@content/amc';
import type { Service } from '@content/services';
import type { PageProps } from './registry';
import { required } from '../required';

const Padded = styled.div`
  padding-bottom: 5rem;
`;

function AmcExtras({ service }: { service: Service }) {
  return (
    <Padded>
      <Section title="Service Levels" id="sla">
        <Table
          caption="AMC response and resolution targets"
          columns={[
            { key: 'priority', label: 'Priority' },
            { key: 'response', label: 'Response' },
            { key: 'resolution', label: 'Resolution' },
          ]}
          rows={AMC_SLA}
        />
        <p>
          Full definitions are in our{' '}
          <ButtonLink href="/sla" variant="ghost">
            SLA & Escalation matrix
          </ButtonLink>
          .
        </p>
      </Section>
      <Section title="AMC Plans" tone="light">
        <CardGrid>
          {AMC.plans.map((plan) => (
            <Card key={plan.anchor}>
              <h3>{plan.name}</h3>
              <p>
                <strong>{plan.devices}</strong>
              </p>
              <p>{plan.text}</p>
              <ButtonLink
                href={estimateLink(plan.preset, plan.anchor)}
                variant="outline"
                aria-label={`See pricing for ${plan.name}`}
              >
                See pricing
              </ButtonLink>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title="Industries We Maintain">
        <CheckList items={AMC.industries} />
      </Section>
      <Section title="Onsite Coverage" tone="light">
        <CardGrid>
          {AMC.coverage.map((c) => (
            <Card key={c.place}>
              <h3>{c.place}</h3>
              <p>{c.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title="Results for Our Clients">
        <StatList>
          {AMC.results.map((r) => (
            <Stat key={r.label} value={r.value} label={r.label} />
          ))}
        </StatList>
      </Section>
      <Section title="What AMC Clients Say" tone="light">
        <CardGrid>
          {AMC.testimonials.map((t) => (
            <TestimonialCard key={t.author} {...t} />
          ))}
        </CardGrid>
      </Section>
      <Section title="Frequently Asked Questions">
        <Accordion
          items={AMC.faq.map((item, index) => ({
            id: `faq-${index}`,
            title: item.q,
            content: <p>{item.a}</p>,
          }))}
        />
      </Section>
      <Section title="Resources" tone="light">
        <ActionRow>
          <ButtonLink href="/sla" variant="outline">
            SLA & Escalation
          </ButtonLink>
          <ButtonLink href="/rfi-rfp" variant="outline">
            Submit RFI / RFP
          </ButtonLink>
          <ButtonLink href="/resources/it-amc-checklist" variant="outline">
            IT AMC Checklist (PDF)
          </ButtonLink>
          <ButtonLink href="/pricing" variant="outline">
            Pricing
          </ButtonLink>
        </ActionRow>
      </Section>
      <StickyBar label="Free assessment">
        <span>Not sure what your AMC should cover?</span>
        <AssessmentButton service={service.title}>Get a Free Assessment</AssessmentButton>
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
