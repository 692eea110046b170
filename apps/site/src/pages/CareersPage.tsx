import {
  Alert,
  Badge,
  Button,
  Card,
  CardGrid,
  CheckList,
  Dialog,
  Hero,
  Section,
  TextArea,
  TextField,
  ActionRow,
} from '@acme/ui';
import { useState } from 'react';
import { trackEvent } from '../analytics';
import { Honeypot } from '../components/Honeypot';
import { ContactFields } from '../components/ContactFields';

import { useLeadForm } from '../components/use-lead-form';
import { SITE } from '../config';
import { CAREERS } from '@content/careers';
import { sendWith } from '../forms';
import { PrivacyNote } from '../components/PrivacyNote';
import { ReferenceLine } from '../components/ReferenceLine';

/** How long "Application Submitted" shows before the popup clears and closes (site-pages.md §9). */
export const APPLICATION_CLOSE_MS = 3000;

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  position: '',
  coverLetter: '',
  portfolioUrl: '',
  botcheck: '',
};

export default function CareersPage() {
  const [open, setOpen] = useState(false);
  const { state, reference, message, submit, field, sending, reset } = useLeadForm(
    EMPTY,
    (values, options) => sendWith((forms) => forms.application(values, options)),
    {
      onSent: () => trackEvent('cv_submit', { form: 'careers', method: SITE.formProvider }),
      afterSent: {
        ms: APPLICATION_CLOSE_MS,
        then: (reset) => {
          reset();
          setOpen(false);
        },
      },
    },
  );

  /** Opens the popup with every field cleared and the position, if any, filled in. */
  const apply = (position = '') => {
    reset({ ...EMPTY, position });
    setOpen(true);
  };

  return (
    <>
      <Hero
        title="Careers"
        actions={
          <Button variant="secondary" onClick={() => apply()}>
            Submit CV
          </Button>
        }
      >
        <p>{CAREERS.lead}</p>
      </Hero>
      <Section title="Why work with us">
        <CheckList items={CAREERS.benefits} />
      </Section>
      <Section title="Open Positions" tone="light">
        <CardGrid>
          {CAREERS.positions.map((position) => (
            <Card key={position.title}>
              <h3>{position.title}</h3>
              <p>
                {position.location} · <Badge $tone="light">Full-time</Badge>
              </p>
              <CheckList items={position.requirements} />
              <Button
                onClick={() => apply(position.title)}
                aria-label={`Apply Now: ${position.title}`}
              >
                Apply Now
              </Button>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title="Open applications">
        <p>Don’t see your role? We welcome applications in:</p>
        <ActionRow>
          {CAREERS.openApplicationTags.map((tag) => (
            <Badge key={tag} $tone="light">
              {tag}
            </Badge>
          ))}
        </ActionRow>
        <p>
          Prefer email? Send your CV to{' '}
          <a href={`mailto:${SITE.email}?subject=${encodeURIComponent('Job application')}`}>
            {SITE.email}
          </a>
          .
        </p>
      </Section>
      <Section title="What we look for" tone="light">
        <CheckList items={CAREERS.lookFor} />
      </Section>
      <Section title="Where we work">
        <CheckList items={CAREERS.offices} />
        <p>Remote and hybrid roles exist for select positions.</p>
      </Section>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={state === 'sent' ? 'Application Submitted' : 'Apply'}
      >
        {state === 'sent' ? (
          <div role="status">
            <p>Thank you. We will review your application and get back to you.</p>
            <ReferenceLine reference={reference} />
          </div>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Job application">
            <ContactFields field={field} nameLabel="Full name" company="none" />
            <TextField label="Position of interest" {...field('position')} />
            <TextArea label="Cover letter" required rows={5} {...field('coverLetter')} />
            <TextField
              label="CV or LinkedIn URL"
              type="url"
              hint="Optional"
              {...field('portfolioUrl')}
            />
            <Honeypot {...field('botcheck')} />
            {message && <Alert tone="error">{message}</Alert>}
            <ActionRow>
              <Button variant="outline" onClick={() => setOpen(false)} disabled={sending}>
                Cancel
              </Button>
              <Button type="submit" busy={sending} busyLabel="Sending...">
                Submit Application
              </Button>
            </ActionRow>
            <PrivacyNote />
          </form>
        )}
      </Dialog>
    </>
  );
}
