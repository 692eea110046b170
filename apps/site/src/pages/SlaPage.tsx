import {
  ActionRow,
  Alert,
  AnchorNav,
  Button,
  ButtonLink,
  CheckList,
  Hero,
  Section,
  Table,
  theme,
} from '@acme/ui';
import { styled } from 'styled-components';

import { SITE } from '../config';
import {
  CHANGE_AND_MAINTENANCE,
  ESCALATION,
  LIFECYCLE,
  PRIORITY_DEFINITIONS,
  REPORTING,
  ROLES,
  SLA_HOURS,
  SLA_SCOPE,
  SLA_SECTIONS,
  SLA_TARGETS,
} from '@content/sla';
import { required } from '../required';

const label = (id: (typeof SLA_SECTIONS)[number]['id']) =>
  required(
    SLA_SECTIONS.find((s) => s.id === id),
    `the SLA section ${id}`,
  ).label;

const Steps = styled.ol`
  li {
    margin-bottom: ${theme.space.sm};
  }
`;

const PrintOnlyHidden = styled.div`
  @media print {
    display: none;
  }
`;

export default function SlaPage() {
  return (
    <>
      <Hero title="SLA & Escalation Matrix">
        <p>
          Response and resolution targets, how incidents move, and who to call when something is at
          risk.
        </p>
      </Hero>
      <AnchorNav label="SLA sections" items={SLA_SECTIONS} />
      <PrintOnlyHidden>
        <Section>
          <Alert tone="error" title="P1 emergency?">
            Call {SITE.phone} now. Critical incidents are answered within 30 minutes, 24/7.
          </Alert>
          <ActionRow>
            <Button variant="outline" onClick={() => window.print()}>
              Print/Save PDF
            </Button>
            <ButtonLink href="/pricing" variant="outline">
              Pricing
            </ButtonLink>
            <ButtonLink href="/rfi-rfp" variant="outline">
              Submit RFI / RFP
            </ButtonLink>
          </ActionRow>
        </Section>
      </PrintOnlyHidden>
      <Section id="targets" title={label('targets')}>
        <Table
          caption="Response and resolution targets"
          columns={[
            { key: 'priority', label: 'Priority' },
            { key: 'response', label: 'Response' },
            { key: 'resolution', label: 'Resolution' },
            { key: 'channel', label: 'Channel' },
          ]}
          rows={SLA_TARGETS}
        />
        <p>P1 updates every 30 to 60 minutes until resolved.</p>
      </Section>
      <Section id="priorities" title={label('priorities')} tone="light">
        <Table
          caption="What each priority means"
          columns={[
            { key: 'priority', label: 'Priority' },
            { key: 'definition', label: 'Definition' },
          ]}
          rows={PRIORITY_DEFINITIONS}
        />
      </Section>
      <Section id="scope" title={label('scope')}>
        <CheckList items={SLA_SCOPE} />
      </Section>
      <Section id="hours" title={label('hours')} tone="light">
        <CheckList items={SLA_HOURS} />
      </Section>
      <Section id="lifecycle" title={label('lifecycle')}>
        <Steps>
          {LIFECYCLE.map((step) => (
            <li key={step.step}>
              <strong>{step.step}:</strong> {step.text}
            </li>
          ))}
        </Steps>
      </Section>
      <Section id="change" title={label('change')} tone="light">
        <CheckList items={CHANGE_AND_MAINTENANCE} />
      </Section>
      <Section id="roles" title={label('roles')}>
        <Table
          caption="Who does what"
          columns={[
            { key: 'role', label: 'Role' },
            { key: 'duty', label: 'Responsibility' },
          ]}
          rows={ROLES}
        />
      </Section>
      <Section id="reporting" title={label('reporting')} tone="light">
        <CheckList items={REPORTING} />
      </Section>
      <Section id="escalation" title={label('escalation')}>
        <Table
          caption="Escalation matrix"
          columns={[
            { key: 'level', label: 'Level' },
            { key: 'role', label: 'Role' },
            { key: 'trigger', label: 'Trigger' },
            { key: 'contact', label: 'Contact' },
          ]}
          rows={ESCALATION}
        />
      </Section>
    </>
  );
}
