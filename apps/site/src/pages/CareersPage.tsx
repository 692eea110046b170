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
import { CAREERS, CAREERS_PAGE as T } from '@content/careers';
import { sendWith } from '../forms';
import { NeedsScript } from '../components/NeedsScript';
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
        title={T.title}
        actions={
          <Button variant="secondary" onClick={() => apply()}>
            {T.submitCv}
          </Button>
        }
      >
        <p>{CAREERS.lead}</p>
        {/* The application form opens from the buttons below, with JavaScript only. */}
        <NeedsScript />
      </Hero>
      <Section title={T.whyTitle}>
        <CheckList items={CAREERS.benefits} />
      </Section>
      <Section title={T.positionsTitle} tone="light">
        <CardGrid>
          {CAREERS.positions.map((position) => (
            <Card key={position.title}>
              <h3>{position.title}</h3>
              <p>
                {position.location} · <Badge $tone="light">{T.fullTime}</Badge>
              </p>
              <CheckList items={position.requirements} />
              <Button
                onClick={() => apply(position.title)}
                aria-label={T.applyNowLabel(position.title)}
              >
                {T.applyNow}
              </Button>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title={T.openTitle}>
        <p>{T.openLead}</p>
        <ActionRow>
          {CAREERS.openApplicationTags.map((tag) => (
            <Badge key={tag} $tone="light">
              {tag}
            </Badge>
          ))}
        </ActionRow>
        <p>
          {T.emailBefore}{' '}
          <a href={`mailto:${SITE.email}?subject=${encodeURIComponent(T.emailSubject)}`} dir="ltr">
            {SITE.email}
          </a>
          {T.emailAfter}
        </p>
      </Section>
      <Section title={T.lookForTitle} tone="light">
        <CheckList items={CAREERS.lookFor} />
      </Section>
      <Section title={T.whereTitle}>
        <CheckList items={CAREERS.offices} />
        <p>{T.remoteNote}</p>
      </Section>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        closeLabel={T.close}
        title={state === 'sent' ? T.sentTitle : T.dialogTitle}
      >
        {state === 'sent' ? (
          <div role="status">
            <p>{T.sentText}</p>
            <ReferenceLine reference={reference} />
          </div>
        ) : (
          <form onSubmit={submit} noValidate aria-label={T.formLabel}>
            <ContactFields field={field} nameLabel={T.fields.name} company="none" />
            <TextField label={T.fields.position} {...field('position')} />
            <TextArea label={T.fields.coverLetter} required rows={5} {...field('coverLetter')} />
            <TextField
              label={T.fields.portfolioUrl}
              type="url"
              hint={T.fields.portfolioHint}
              {...field('portfolioUrl')}
            />
            <Honeypot {...field('botcheck')} />
            {message && <Alert tone="error">{message}</Alert>}
            <ActionRow>
              <Button variant="outline" onClick={() => setOpen(false)} disabled={sending}>
                {T.cancel}
              </Button>
              <Button type="submit" busy={sending} busyLabel={T.sending}>
                {T.submit}
              </Button>
            </ActionRow>
            <PrivacyNote />
          </form>
        )}
      </Dialog>
    </>
  );
}
