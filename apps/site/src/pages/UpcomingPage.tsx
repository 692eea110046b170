import { ButtonLink, Hero, Section } from '@acme/ui';
import type { ReactNode } from 'react';
import { AssessmentButton } from '../components/AssessmentDialog';
import { Row } from '../components/Row';
import { SITE } from '../config';
import type { PageKind } from '../routes/routes';
import type { PageProps } from './registry';

const mail = (subject: string) => `mailto:${SITE.email}?subject=${encodeURIComponent(subject)}`;

/** What each screen shows while its interactive form is being completed. */
const CONTENT: Partial<Record<PageKind, { heading: string; lead: string; body: () => ReactNode }>> =
  {
    checklist: {
      heading: 'IT AMC Checklist',
      lead: 'What a good IT annual maintenance contract covers, from SLAs to backups and reporting.',
      body: () => (
        <Section>
          <Row>
            <ButtonLink href={mail('IT AMC checklist request')}>
              Request the checklist by email
            </ButtonLink>
          </Row>
        </Section>
      ),
    },
  };

/** The screens whose interactive forms are still to come: their heading and the essentials. */
export default function UpcomingPage({ route }: PageProps) {
  const content = CONTENT[route.kind]!;
  return (
    <>
      <Hero
        title={content.heading}
        actions={<AssessmentButton variant="secondary">Get a Free IT Assessment</AssessmentButton>}
      >
        <p>{content.lead}</p>
      </Hero>
      {content.body()}
    </>
  );
}
