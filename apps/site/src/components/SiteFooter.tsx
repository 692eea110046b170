import { Footer, Link, theme, type FooterColumn } from '@acme/ui';
import { styled } from 'styled-components';
import { SITE } from '../config';
import { ANALYTICS_ID } from '../consent/consent';
import { CONSENT_PARTS } from '../consent/consent-parts';
import { FOOTER, PARTNER_NAMES } from '@content/footer';
import { SERVICES } from '@content/services';
import type { ServiceId } from '../catalogue/services';
import { required } from '../required';
import { routeById, type RouteId } from '../routes/routes';

/** The partner and affiliation marks' initials, in the order of their names (`PARTNER_NAMES`). */
const PARTNER_INITIALS = ['MS', 'CS', 'FT', 'DL', 'ISO', 'DSO'] as const;

/** A screen's link, to its address in this build's language. */
const page = (id: RouteId, label: string) => ({ label, href: routeById(id).path });

/** A service's link, by default named by its side-navigation label. */
const service = (id: ServiceId, label?: string) => ({
  label:
    label ??
    required(
      SERVICES.find((s) => s.id === id),
      `the service ${id}`,
    ).navLabel,
  href: routeById(id).path,
});

const { columns, links } = FOOTER;

/** The footer's link columns. */
const COLUMNS: readonly FooterColumn[] = [
  {
    title: columns.services,
    links: [
      service('it-amc', links.amc),
      service('it-outsourcing'),
      service('it-helpdesk', links.helpdesk),
      service('infrastructure-management'),
      service('device-management'),
      service('application-management'),
      service('cybersecurity'),
    ],
  },
  {
    title: columns.resources,
    links: [
      page('pricing', links.pricing),
      page('sla', links.sla),
      page('rfi', links.rfi),
      page('checklist', links.checklist),
      { label: links.clientLogin, href: SITE.clientPortalUrl, external: true },
    ],
  },
  {
    title: columns.company,
    links: [
      page('about', links.about),
      page('careers', links.careers),
      page('contact', links.contact),
    ],
  },
  {
    title: columns.legal,
    links: [
      page('legal', links.legal),
      page('privacy', links.privacy),
      page('infosec', links.infosec),
    ],
  },
];

const Partners = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  list-style: none;
  padding: 0;
  margin: ${theme.space.md} 0;
`;

const Contacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.lg};
`;

/** A simple partner mark: the initials in a rounded badge, named for screen readers. */
function PartnerMark({ name, initials }: { name: string; initials: string }) {
  return (
    <svg role="img" aria-label={name} width="96" height="40" viewBox="0 0 96 40">
      <title>{name}</title>
      <rect
        x="1"
        y="1"
        width="94"
        height="38"
        rx="8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <text x="48" y="26" textAnchor="middle" fontSize="16" fontWeight="700" fill="currentColor">
        {initials}
      </text>
    </svg>
  );
}

/** The footer of every page: links, contacts, partners, office hours. */
export default function SiteFooter() {
  return (
    <Footer columns={COLUMNS}>
      <Contacts>
        <a href={SITE.phoneHref} dir="ltr">
          {SITE.phone}
        </a>
        <a href={`mailto:${SITE.email}`} dir="ltr">
          {SITE.email}
        </a>
        <Link href={SITE.socialUrl} external>
          {FOOTER.linkedIn}
        </Link>
      </Contacts>
      <Partners aria-label={FOOTER.partnersLabel}>
        {PARTNER_NAMES.map((name, index) => (
          <li key={name}>
            <PartnerMark name={name} initials={required(PARTNER_INITIALS[index], name)} />
          </li>
        ))}
      </Partners>
      <p>{FOOTER.officeHours(SITE.officeTimes.opens, SITE.officeTimes.closes)}</p>
      {/* The prerendered page says the build's year (the footer is never hydrated; the next
          build brings the new year). */}
      <p>
        © {new Date().getFullYear()} {SITE.companyName}
      </p>
      {ANALYTICS_ID && <CookieSettings />}
    </Footer>
  );
}

/** A button that reads as the footer's links do (and has their contrast). */
const FooterAction = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/** The footer's way back to the analytics choice, in a build that asks for it. */
function CookieSettings() {
  return (
    <p>
      <FooterAction type="button" {...{ [CONSENT_PARTS.reopen]: '' }}>
        {FOOTER.cookieSettings}
      </FooterAction>
    </p>
  );
}
