import { AppShell, LabelsProvider, Link, type NavItem, SideNav, theme, Toaster } from '@acme/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { SITE } from '../config';
import { SHELL, UI_LABELS } from '@content/shell';
import { hydrateLater } from '../lazy/hydrate-later';
import { SIDE_NAV, type NavEntry } from '../navigation/side-nav';
import { routeById } from '../routes/routes';
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
  inset-inline-start: -10000px;
  top: 0.5rem;
  z-index: 100;
  padding: 0.5rem 1rem;
  background: ${theme.colors.surface};
  &:focus {
    inset-inline-start: 0.5rem;
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

// Static parts of every page (links, nothing else to press), so hydrated after the page: the
// footer at its end, the side panel's promo box and the chat button.
const SiteFooter = hydrateLater(() => import('./SiteFooter'));
const SitePromo = hydrateLater(() => import('./SitePromo'));
const SiteChat = hydrateLater(() => import('./SiteChat'));

/**
 * The shared layout of every page. Its components say their own words (menu, close, "opens in a
 * new tab") in this build's language.
 */
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
    <LabelsProvider labels={UI_LABELS}>
      <SkipLink href="#main">{SHELL.skipLink}</SkipLink>
      <AppShell
        navigationKey={currentPath}
        brand={<Brand href={routeById('home').path}>{SITE.companyName}</Brand>}
        utilities={basePath !== undefined && <LanguageSwitch basePath={basePath} />}
        nav={<SideNav items={NAV_ITEMS} currentPath={currentPath} />}
        promo={<SitePromo />}
        footer={<SiteFooter />}
        overlays={
          <>
            <SiteChat />
            <Toaster />
          </>
        }
      >
        {children}
      </AppShell>
    </LabelsProvider>
  );
}
