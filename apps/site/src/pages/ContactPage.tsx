import { Card, CardGrid, Hero, Section } from '@acme/ui';
import { SITE } from '../config';
import { CONTACT_PAGE as T } from '@content/contact';
import { Island } from '../islands/Island';

export default function ContactPage() {
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
        <Island name="ContactForm" when="interaction" props={{}} />
      </Section>
    </>
  );
}
