import { Alert, ButtonLink, InlineError } from '@acme/ui';
import { pushDataLayer } from '../../analytics';
import { CHECKLIST_PDF_PATH } from '../../catalogue/checklist';
import { Honeypot } from '../../components/Honeypot';
import { ContactFields } from '../../components/ContactFields';
import { useLeadForm } from '../../components/use-lead-form';
import { CHECKLIST_PAGE as T } from '@content/checklist';
import { sendWith } from '../../forms';
import { SendButton } from '../../components/SendButton';
import { ReferenceLine } from '../../components/ReferenceLine';

/** The checklist page's form, then its download: an island, hydrated on the first focus or tap in it. */
export default function ChecklistForm() {
  const { state, reference, message, submit, field, sending } = useLeadForm(
    { name: '', email: '', company: '', honeypot: '' },
    (values, options) => sendWith((forms) => forms.checklist(values, options)),
  );

  return state === 'sent' ? (
    <Alert tone="success" title={T.readyTitle}>
      <ButtonLink
        href={CHECKLIST_PDF_PATH}
        download
        hrefLang={T.pdfLanguage ? 'en' : undefined}
        onClick={() => pushDataLayer('lead_download', { asset: 'it_amc_checklist' })}
      >
        {T.download}
      </ButtonLink>{' '}
      {T.pdfLanguage && <>{T.pdfLanguage} </>}
      {T.emailed}
      <ReferenceLine reference={reference} />
    </Alert>
  ) : (
    <form onSubmit={submit} noValidate aria-label={T.formLabel}>
      {T.pdfLanguage && <p>{T.pdfLanguage}</p>}
      <ContactFields field={field} phone={false} />
      <Honeypot {...field('honeypot')} />
      {message && <InlineError>{message}</InlineError>}
      <SendButton sending={sending} label={T.submit} busyLabel={T.sending} />
    </form>
  );
}
