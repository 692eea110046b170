import { Button, CheckList, Hero, Section } from '@acme/ui';
import { SECURITY_EMAIL, SITE } from '../config';
import {
  DISCLOSURE,
  INFOSEC,
  LEGAL,
  POLICY_PAGE as T,
  PRIVACY,
  type PolicySection,
} from '@content/policies';
import { routeById } from '../routes/routes';
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
    <section aria-label={T.contactTitle}>
      <h2>{T.contactTitle}</h2>
      <p>
        {T.contactBefore(SITE.companyName)}{' '}
        <a href={`mailto:${SITE.email}`} dir="ltr">
          {SITE.email}
        </a>
        {T.contactBetween}{' '}
        <a href={SITE.phoneHref} dir="ltr">
          {SITE.phone}
        </a>
        {T.contactAfter}
      </p>
    </section>
  );
}

/** Where to report a vulnerability: the security contact of the site configuration. */
function ReportTo() {
  return (
    <section aria-label={DISCLOSURE.reportTitle}>
      <h2>{DISCLOSURE.reportTitle}</h2>
      <p>
        {DISCLOSURE.reportBefore}{' '}
        <a href={`mailto:${SECURITY_EMAIL}`} dir="ltr">
          {SECURITY_EMAIL}
        </a>
        {DISCLOSURE.reportAfter}
      </p>
    </section>
  );
}

/** The company's registration as configured; nothing when none is set. */
function Registration() {
  const { legalName, tradeLicence, registeredAddress } = SITE.registration;
  const all: [term: string, value: string][] = [
    [T.registration.legalName, legalName],
    [T.registration.tradeLicence, tradeLicence],
    [T.registration.registeredAddress, registeredAddress],
  ];
  const rows = all.filter(([, value]) => value);
  if (rows.length === 0) return null;
  return (
    <section aria-label={T.registrationTitle}>
      <h2>{T.registrationTitle}</h2>
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

/** Legal information, privacy policy, information security and vulnerability disclosure policies. */
export default function PolicyPage({ route }: PageProps) {
  return (
    <>
      <Hero title={POLICY_TITLES[route.kind as keyof typeof POLICY_TITLES]}>
        {T.translationNotice && <p>{T.translationNotice}</p>}
        {route.kind === 'privacy' && <p>{T.dates(PRIVACY.effective, PRIVACY.updated)}</p>}
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
                {T.requestDocs}
              </Button>
            </p>
            <p id="docs-note">{T.docsNote}</p>
            <p>
              {T.disclosureBefore}{' '}
              <a href={routeById('disclosure').path}>{POLICY_TITLES.disclosure}</a>
              {T.disclosureAfter}
            </p>
          </>
        )}
        {route.kind === 'disclosure' && (
          <>
            <ReportTo />
            <Sections sections={DISCLOSURE.sections} />
          </>
        )}
        <ContactDetails />
      </Section>
    </>
  );
}
