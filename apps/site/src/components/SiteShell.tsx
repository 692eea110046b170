import {
  AppShell,
  ButtonLink,
  ChatButton,
  Footer,
  Link,
  type NavItem,
  PromoBox,
  SideNav,
  theme,
  Toaster,
} from '@acme/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { SITE, WHATSAPP_URL } from '../config';
import { PARTNERS, SIDE_NAV, footerColumns, type NavEntry } from '../content/navigation';
import { NamedIcon } from './icons';
import { ANALYTICS_ID } from '../consent/consent';
import { useConsentSettings } from '../consent/ConsentBanner';

const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.125rem;
  color: ${theme.colors.primary};
  text-decoration: none;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -10000px;
  top: 0.5rem;
  z-index: 100;
  padding: 0.5rem 1rem;
  background: ${theme.colors.surface};
  &:focus {
    left: 0.5rem;
  }
`;

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

function toNavItem(entry: NavEntry): NavItem {
  return {
    label: entry.label,
    href: entry.href,
    icon: entry.icon ? <NamedIcon name={entry.icon} /> : undefined,
    children: entry.children?.map(toNavItem),
  };
}

const NAV_ITEMS = SIDE_NAV.map(toNavItem);

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

/** The shared layout of every page. */
export function SiteShell({ currentPath, children }: { currentPath: string; children: ReactNode }) {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <AppShell
        navigationKey={currentPath}
        brand={<Brand href="/">{SITE.companyName}</Brand>}
        nav={<SideNav items={NAV_ITEMS} currentPath={currentPath} />}
        promo={
          <PromoBox
            title="Need IT Support"
            action={
              <ButtonLink href="/contact" variant="secondary">
                Contact Us Now
              </ButtonLink>
            }
          >
            Our engineers are one call away, 24/7.
          </PromoBox>
        }
        footer={
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
              Office hours: {SITE.officeHours}. Location: Dubai Silicon Oasis, Dubai, UAE. 24/7
              helpdesk for clients.
            </p>
            <p>
              © {new Date().getFullYear()} {SITE.companyName}
            </p>
            {ANALYTICS_ID && <CookieSettings />}
          </Footer>
        }
        overlays={
          <>
            <ChatButton href={WHATSAPP_URL} label="Chat with us on WhatsApp (opens in a new tab)" />
            <Toaster />
          </>
        }
      >
        {children}
      </AppShell>
    </>
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
