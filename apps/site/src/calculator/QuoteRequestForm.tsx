import type { Quote } from '@acme/pricing-engine';
import { Alert, Button, TextArea } from '@acme/ui';
import { ContactFields } from '../components/ContactFields';
import { useLeadForm } from '../components/use-lead-form';
import { sendWith } from '../forms';
import { PrivacyNote } from '../components/PrivacyNote';
import { ReferenceLine } from '../components/ReferenceLine';

/** The calculator's quote request: who is asking, sent with the quote as it was calculated. */
export function QuoteRequestForm({ quote }: { quote: Quote }) {
  const { state, reference, message, submit, field, sending } = useLeadForm(
    { name: '', email: '', company: '', phone: '', notes: '' },
    (values, options) => sendWith((forms) => forms.quote({ ...values, quote }, options)),
  );

  if (state === 'sent') {
    return (
      <Alert tone="success" title="Quote request sent">
        We’ll get back to you shortly.
        <ReferenceLine reference={reference} />
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} aria-label="Request this quote">
      <ContactFields
        field={field}
        nameLabel="Full name"
        emailLabel="Work email"
        company="required"
      />
      <TextArea label="Notes" rows={3} {...field('notes')} />
      {message && <Alert tone="error">{message}</Alert>}
      <Button type="submit" busy={sending} busyLabel="Sending…">
        Request quote
      </Button>
      <PrivacyNote />
    </form>
  );
}
