import { Alert, Button, Card, CardGrid, Hero, Section, TextArea, TextField } from '@acme/ui';
import { trackEvent } from '../analytics';
import { Honeypot } from '../components/Honeypot';
import { ContactFields } from '../components/ContactFields';
import { useLeadForm } from '../components/use-lead-form';
import { SITE } from '../config';
import { sendWith } from '../forms';
import { PrivacyNote } from '../components/PrivacyNote';
import { ReferenceLine } from '../components/ReferenceLine';

const EMPTY = {
  name: '',
  email: '',
  company: '',
  phone: '',
  subject: '',
  message: '',
  botcheck: '',
};

export default function ContactPage() {
  const { state, reference, message, submit, field, sending } = useLeadForm(
    EMPTY,
    (values, options) => sendWith((forms) => forms.contact(values, options)),
    {
      clearOnSent: true,
      onSent: () => trackEvent('contact_submit', { form: 'contact', method: SITE.formProvider }),
    },
  );

  return (
    <>
      <Hero title="Contact Us">
        <p>Talk to an engineer today: by phone, by email, or with the form below.</p>
      </Hero>
      <Section title="How to reach us">
        <CardGrid>
          <Card>
            <h3>Phone</h3>
            <p>
              <a href={SITE.phoneHref}>{SITE.phone}</a> — 24/7 for emergencies
            </p>
          </Card>
          <Card>
            <h3>Email</h3>
            <p>
              <a href={`mailto:${SITE.email}`}>{SITE.email}</a> — we reply within 2 hours
            </p>
          </Card>
          <Card>
            <h3>Offices</h3>
            <p>Dubai Silicon Oasis (headquarters) · Sharjah SRTI Park (technology lab)</p>
          </Card>
          <Card>
            <h3>Business hours</h3>
            <p>Sunday to Thursday, 9:00 to 18:00 · 24/7 emergency support</p>
          </Card>
        </CardGrid>
      </Section>
      <Section title="Send us a message" tone="light">
        {state === 'sent' ? (
          <Alert tone="success" title="Message Sent">
            Thank you. We will reply within 24 hours.
            <ReferenceLine reference={reference} />
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Contact form">
            <ContactFields field={field} />
            <TextField label="Subject" required {...field('subject')} />
            <TextArea label="Message" required rows={5} {...field('message')} />
            <Honeypot {...field('botcheck')} />
            {message && <Alert tone="error">{message}</Alert>}
            <Button type="submit" busy={sending} busyLabel="Sending...">
              Send Message
            </Button>
            <PrivacyNote />
          </form>
        )}
      </Section>
    </>
  );
}
