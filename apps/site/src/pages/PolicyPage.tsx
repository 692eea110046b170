import { Button, CheckList, Hero, Section } from '@acme/ui';
import { SITE } from '../config';
import { INFOSEC, LEGAL, PRIVACY, type PolicySection } from '@content/policies';
import type { PageProps } from './registry';
import { POLICY_TITLES } from '@content/policy-titles';

function Sections({ sections }: { sections: readonly PolicySection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.items && <CheckList items={section.items} />}
        </section>
      ))}
    </>
  );
}

function ContactDetails() {
  return (
    <section aria-label="Contact details">
      <h2>Contact details</h2>
      <p>
        {SITE.companyName}, Dubai Silicon Oasis, Dubai, United Arab Emirates. Email{' '}
        <a href={`mailto:${SITE.email}`}>{SITE.email}</a>, phone{' '}
        <a href={SITE.phoneHref}>{SITE.phone}</a>.
      </p>
    </section>
  );
}

/** The company's registration as configured; nothing when none is set. */
function Registration() {
  const { legalName, tradeLicence, registeredAddress } = SITE.registration;
  const all: [term: string, value: string][] = [
    ['Registered name', legalName],
    ['Trade licence', tradeLicence],
    ['Registered address', registeredAddress],
  ];
  const rows = all.filter(([, value]) => value);
  if (rows.length === 0) return null;
  return (
    <section aria-label="Company registration">
      <h2>Company registration</h2>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Legal information, privacy policy and information security policy. */
export default function PolicyPage({ route }: PageProps) {
  return (
    <>
      <Hero title={POLICY_TITLES[route.kind as keyof typeof POLICY_TITLES]}>
        {route.kind === 'privacy' && (
          <p>
            Effective {PRIVACY.effective}. Last updated {PRIVACY.updated}.
          </p>
        )}
      </Hero>
      <Section>
        {route.kind === 'legal' && (
          <>
            <Sections sections={LEGAL.sections} />
            <Registration />
          </>
        )}
        {route.kind === 'privacy' && <Sections sections={PRIVACY.sections} />}
        {route.kind === 'infosec' && (
          <>
            <Sections sections={INFOSEC.sections} />
            <p>
              <Button variant="outline" disabled aria-describedby="docs-note">
                Request Security Documentation
              </Button>
            </p>
            <p id="docs-note">Security documentation requests open soon; until then, email us.</p>
          </>
        )}
        <ContactDetails />
      </Section>
    </>
  );
}
