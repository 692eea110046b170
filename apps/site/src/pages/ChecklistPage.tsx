import { Alert, Button, ButtonLink, CheckList, Hero, InlineError, Section } from '@acme/ui';
import { pushDataLayer } from '../analytics';
import { Honeypot } from '../components/Honeypot';
import { ContactFields } from '../components/ContactFields';
import { useLeadForm } from '../components/use-lead-form';
import { CHECKLIST, CHECKLIST_PDF_PATH } from '@content/checklist';
import { sendWith } from '../forms';
import { PrivacyNote } from '../components/PrivacyNote';
import { ReferenceLine } from '../components/ReferenceLine';

/** Where the build writes the checklist PDF. */

export default function ChecklistPage() {
  const { state, reference, message, submit, field, sending } = useLeadForm(
    { name: '', email: '', company: '', honeypot: '' },
    (values, options) => sendWith((forms) => forms.checklist(values, options)),
  );

  return (
    <>
      <Hero title="IT AMC Checklist">
        <p>{CHECKLIST.subtitle}</p>
      </Hero>
      <Section title="What’s inside">
        <CheckList items={CHECKLIST.sections.map((s) => s.title.replace(/^\d+\.\s*/, ''))} />
      </Section>
      <Section title="Get the checklist (PDF)" tone="light">
        {state === 'sent' ? (
          <Alert tone="success" title="Your checklist is ready">
            <ButtonLink
              href={CHECKLIST_PDF_PATH}
              download
              onClick={() => pushDataLayer('lead_download', { asset: 'it_amc_checklist' })}
            >
              Download PDF
            </ButtonLink>{' '}
            A copy was also emailed to you.
            <ReferenceLine reference={reference} />
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Checklist download">
            <ContactFields field={field} phone={false} />
            <Honeypot {...field('honeypot')} />
            {message && <InlineError>{message}</InlineError>}
            <Button type="submit" busy={sending} busyLabel="Sending...">
              Get the checklist
            </Button>
            <PrivacyNote />
          </form>
        )}
      </Section>
    </>
  );
}
