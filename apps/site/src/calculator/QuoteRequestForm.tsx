import type { Quote } from '@acme/pricing-engine';
import { Alert, TextArea } from '@acme/ui';
import { QUOTE_FOLLOW_UP } from '@content/quote';
import { ContactFields } from '../components/ContactFields';
import { useLeadForm } from '../components/use-lead-form';
import { sendWith } from '../forms';
import { SendButton } from '../components/SendButton';
import { ReferenceLine } from '../components/ReferenceLine';

const WORDS = QUOTE_FOLLOW_UP.request;

/** The calculator's quote request: who is asking, sent with the quote as it was calculated. */
export function QuoteRequestForm({ quote }: { quote: Quote }) {
  const { state, reference, message, submit, field, sending } = useLeadForm(
    { name: '', email: '', company: '', phone: '', notes: '' },
    (values, options) => sendWith((forms) => forms.quote({ ...values, quote }, options)),
  );

  if (state === 'sent') {
    return (
      <Alert tone="success" title={WORDS.sent}>
        {WORDS.sentText}
        <ReferenceLine reference={reference} />
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} aria-label={WORDS.title}>
      <ContactFields
        field={field}
        nameLabel={WORDS.name}
        emailLabel={WORDS.email}
        company="required"
      />
      <TextArea label={WORDS.notes} rows={3} {...field('notes')} />
      {message && <Alert tone="error">{message}</Alert>}
      <SendButton sending={sending} label={WORDS.submit} busyLabel={WORDS.sending} />
    </form>
  );
}
