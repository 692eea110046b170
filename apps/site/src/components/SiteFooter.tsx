import { Footer, Link, theme } from '@acme/ui';
import { styled } from 'styled-components';
import { SITE } from '../config';
import { ANALYTICS_ID } from '../consent/consent';
import { useConsentSettings } from '../consent/ConsentBanner';
import { PARTNERS, footerColumns } from '@content/footer';

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
    <Footer columns={footerColumns(SITE.clientPortalUrl)}>
      <Contacts>
        <a href={SITE.phoneHref}>{SITE.phone}</a>
        <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
        <Link href={SITE.socialUrl} external>
          LinkedIn
        </Link>
      </Contacts>
      <Partners aria-label="Partners and affiliations">
        {PARTNERS.map((partner) => (
          <li key={partner.name}>
            <PartnerMark {...partner} />
          </li>
        ))}
      </Partners>
      <p>
        Office hours: {SITE.officeHours}. Location: Dubai Silicon Oasis, Dubai, UAE. 24/7 helpdesk
        for clients.
      </p>
      {/* The prerendered page says the build's year; a visit in a later year keeps it rather
          than make React render the footer again (the next build brings the new year). */}
      <p suppressHydrationWarning>
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
  const openSettings = useConsentSettings();
  return (
    <p>
      <FooterAction type="button" onClick={openSettings}>
        Cookie settings
      </FooterAction>
    </p>
  );
}
