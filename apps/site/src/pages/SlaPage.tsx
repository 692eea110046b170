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
import { SLA_SECTION_IDS } from '../catalogue/sla';
import {
  CHANGE_AND_MAINTENANCE,
  ESCALATION,
  LIFECYCLE,
  PRIORITY_DEFINITIONS,
  REPORTING,
  ROLES,
  SLA_HOURS,
  SLA_PAGE as T,
  SLA_SCOPE,
  SLA_SECTIONS,
  SLA_TARGETS,
} from '@content/sla';
import { routeById } from '../routes/routes';

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

const { columns } = T;

export default function SlaPage() {
  return (
    <>
      <Hero title={T.title}>
        <p>{T.lead}</p>
        {T.translationNotice && <p>{T.translationNotice}</p>}
      </Hero>
      <AnchorNav
        label={T.sectionsLabel}
        items={SLA_SECTION_IDS.map((id) => ({ id, label: SLA_SECTIONS[id] }))}
      />
      <PrintOnlyHidden>
        <Section>
          <Alert tone="error" title={T.emergencyTitle}>
            {T.emergencyBefore} <bdi dir="ltr">{SITE.phone}</bdi> {T.emergencyAfter}
          </Alert>
          <ActionRow>
            <Button variant="outline" data-prints="">
              {T.print}
            </Button>
            <ButtonLink href={routeById('pricing').path} variant="outline">
              {T.pricing}
            </ButtonLink>
            <ButtonLink href={routeById('rfi').path} variant="outline">
              {T.rfi}
            </ButtonLink>
          </ActionRow>
        </Section>
      </PrintOnlyHidden>
      <Section id="targets" title={SLA_SECTIONS.targets}>
        <Table
          caption={T.targetsCaption}
          columns={[
            { key: 'priority', label: columns.priority },
            { key: 'response', label: columns.response },
            { key: 'resolution', label: columns.resolution },
            { key: 'channel', label: columns.channel },
          ]}
          rows={SLA_TARGETS}
        />
        <p>{T.targetsNote}</p>
      </Section>
      <Section id="priorities" title={SLA_SECTIONS.priorities} tone="light">
        <Table
          caption={T.prioritiesCaption}
          columns={[
            { key: 'priority', label: columns.priority },
            { key: 'definition', label: columns.definition },
          ]}
          rows={PRIORITY_DEFINITIONS}
        />
      </Section>
      <Section id="scope" title={SLA_SECTIONS.scope}>
        <CheckList items={SLA_SCOPE} />
      </Section>
      <Section id="hours" title={SLA_SECTIONS.hours} tone="light">
        <CheckList items={SLA_HOURS} />
      </Section>
      <Section id="lifecycle" title={SLA_SECTIONS.lifecycle}>
        <Steps>
          {LIFECYCLE.map((step) => (
            <li key={step.step}>
              <strong>{step.step}:</strong> {step.text}
            </li>
          ))}
        </Steps>
      </Section>
      <Section id="change" title={SLA_SECTIONS.change} tone="light">
        <CheckList items={CHANGE_AND_MAINTENANCE} />
      </Section>
      <Section id="roles" title={SLA_SECTIONS.roles}>
        <Table
          caption={T.rolesCaption}
          columns={[
            { key: 'role', label: columns.role },
            { key: 'duty', label: columns.duty },
          ]}
          rows={ROLES}
        />
      </Section>
      <Section id="reporting" title={SLA_SECTIONS.reporting} tone="light">
        <CheckList items={REPORTING} />
      </Section>
      <Section id="escalation" title={SLA_SECTIONS.escalation}>
        <Table
          caption={T.escalationCaption}
          columns={[
            { key: 'level', label: columns.level },
            { key: 'role', label: columns.role },
            { key: 'trigger', label: columns.trigger },
            { key: 'contact', label: columns.contact },
          ]}
          rows={ESCALATION}
        />
      </Section>
    </>
  );
}
