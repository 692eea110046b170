import { Alert, Card, CardGrid, Hero, Section, TextArea, TextField } from '@acme/ui';
import { trackEvent } from '../analytics';
import { Honeypot } from '../components/Honeypot';
import { ContactFields } from '../components/ContactFields';
import { useLeadForm } from '../components/use-lead-form';
import { SITE } from '../config';
import { CONTACT_PAGE as T } from '@content/contact';
import { sendWith } from '../forms';
import { SendButton } from '../components/SendButton';
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
      <Hero title={T.title}>
        <p>{T.lead}</p>
      </Hero>
      <Section title={T.reachTitle}>
        <CardGrid>
          <Card>
            <h3>{T.phoneTitle}</h3>
            <p>
              <a href={SITE.phoneHref} dir="ltr">
                {SITE.phone}
              </a>{' '}
              {T.phoneNote}
            </p>
          </Card>
          <Card>
            <h3>{T.emailTitle}</h3>
            <p>
              <a href={`mailto:${SITE.email}`} dir="ltr">
                {SITE.email}
              </a>{' '}
              {T.emailNote}
            </p>
          </Card>
          <Card>
            <h3>{T.officesTitle}</h3>
            <p>{T.offices}</p>
          </Card>
          <Card>
            <h3>{T.hoursTitle}</h3>
            <p>{T.hours}</p>
          </Card>
        </CardGrid>
      </Section>
      <Section title={T.formTitle} tone="light">
        {state === 'sent' ? (
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
        )}
      </Section>
    </>
  );
}
