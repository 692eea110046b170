import type { Quote } from '@acme/pricing-engine';
import { Alert } from '@acme/ui';
import { QUOTE_FOLLOW_UP } from '@content/quote';
import { ContactFields } from '../components/ContactFields';
import { useLeadForm } from '../components/use-lead-form';
import { sendWith } from '../forms';
import { SendButton } from '../components/SendButton';
import { ReferenceLine } from '../components/ReferenceLine';

const WORDS = QUOTE_FOLLOW_UP.save;

/** Sends the visitor a copy of their quote by email, through the form-mail service. */
export function SaveQuoteForm({ quote }: { quote: Quote }) {
  const { state, reference, message, submit, field, sending } = useLeadForm(
    { name: '', email: '' },
    (values, options) => sendWith((forms) => forms.savedQuote({ ...values, quote }, options)),
  );

  if (state === 'sent')
    return (
      <Alert tone="success">
        {WORDS.sent}
        <ReferenceLine reference={reference} />
      </Alert>
    );

  return (
    <form onSubmit={submit} aria-label={WORDS.title}>
      <p>{WORDS.lead}</p>
      <ContactFields
        field={field}
        nameLabel={WORDS.name}
        emailLabel={WORDS.email}
        company="none"
        phone={false}
      />
      {message && <Alert tone="error">{message}</Alert>}
      <SendButton
        variant="outline"
        sending={sending}
        label={WORDS.submit}
        busyLabel={WORDS.sending}
      />
    </form>
  );
}
