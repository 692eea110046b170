import {
  AppShell,
  ButtonLink,
  ChatButton,
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
import { SIDE_NAV, type NavEntry } from '@content/navigation';
import { hydrateLater } from '../lazy/hydrate-later';
import { NamedIcon } from './icons';
import { LanguageSwitch } from './LanguageSwitch';

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

function toNavItem(entry: NavEntry): NavItem {
  return {
    label: entry.label,
    href: entry.href,
    icon: entry.icon ? <NamedIcon name={entry.icon} /> : undefined,
    children: entry.children?.map(toNavItem),
  };
}

const NAV_ITEMS = SIDE_NAV.map(toNavItem);

/** The footer: static and at the end of every page, so hydrated after the page. */
const SiteFooter = hydrateLater(() => import('./SiteFooter'));

/** The shared layout of every page. */
export function SiteShell({
  currentPath,
  basePath,
  children,
}: {
  currentPath: string;
  /** The page's English path, which names it in every language; none for an address that is no page. */
  basePath?: string;
  children: ReactNode;
}) {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <AppShell
        navigationKey={currentPath}
        brand={<Brand href="/">{SITE.companyName}</Brand>}
        utilities={basePath !== undefined && <LanguageSwitch basePath={basePath} />}
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
        footer={<SiteFooter />}
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
