import type { Quote } from '@acme/pricing-engine';
import { Alert, Button } from '@acme/ui';
import { ContactFields } from '../components/ContactFields';
import { useLeadForm } from '../components/use-lead-form';
import { sendWith } from '../forms';
import { PrivacyNote } from '../components/PrivacyNote';
import { ReferenceLine } from '../components/ReferenceLine';

/** Sends the visitor a copy of their quote by email, through the form-mail service. */
export function SaveQuoteForm({ quote }: { quote: Quote }) {
  const { state, reference, message, submit, field, sending } = useLeadForm(
    { name: '', email: '' },
    (values, options) => sendWith((forms) => forms.savedQuote({ ...values, quote }, options)),
  );

  if (state === 'sent')
    return (
      <Alert tone="success">
        Quote saved successfully!
        <ReferenceLine reference={reference} />
      </Alert>
    );

  return (
    <form onSubmit={submit} aria-label="Save this quote">
      <p>Get this quote by email to come back to it later.</p>
      <ContactFields
        field={field}
        nameLabel="Your name"
        emailLabel="Your email"
        company="none"
        phone={false}
      />
      {message && <Alert tone="error">{message}</Alert>}
      <Button type="submit" variant="outline" busy={sending} busyLabel="Saving…">
        Email me this quote
      </Button>
      <PrivacyNote />
    </form>
  );
}
