import { Alert, TextArea, TextField } from '@acme/ui';
import { trackEvent } from '../../analytics';
import { Honeypot } from '../../components/Honeypot';
import { ContactFields } from '../../components/ContactFields';
import { useLeadForm } from '../../components/use-lead-form';
import { SITE } from '../../config';
import { CONTACT_PAGE as T } from '@content/contact';
import { sendWith } from '../../forms';
import { SendButton } from '../../components/SendButton';
import { ReferenceLine } from '../../components/ReferenceLine';

const EMPTY = {
  name: '',
  email: '',
  company: '',
  phone: '',
  subject: '',
  message: '',
  botcheck: '',
};

/** The contact page's form: an island, hydrated on the first focus or tap in it. */
export default function ContactForm() {
  const { state, reference, message, submit, field, sending } = useLeadForm(
    EMPTY,
    (values, options) => sendWith((forms) => forms.contact(values, options)),
    {
      clearOnSent: true,
      onSent: () => trackEvent('contact_submit', { form: 'contact', method: SITE.formProvider }),
    },
  );

  return state === 'sent' ? (
    <Alert tone="success" title={T.sentTitle}>
      {T.sentText}
      <ReferenceLine reference={reference} />
    </Alert>
  ) : (
    <form onSubmit={submit} noValidate aria-label={T.formLabel}>
      <ContactFields field={field} />
      <TextField label={T.fields.subject} required {...field('subject')} />
      <TextArea label={T.fields.message} required rows={5} {...field('message')} />
      <Honeypot {...field('botcheck')} />
      {message && <Alert tone="error">{message}</Alert>}
      <SendButton sending={sending} label={T.submit} busyLabel={T.sending} />
    </form>
  );
}
