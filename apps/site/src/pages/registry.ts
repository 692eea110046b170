import type { ComponentType } from 'react';
import type { PageKind, SiteRoute } from '../routes/routes';

/** What every page component receives. */
export interface PageProps {
  readonly route: SiteRoute;
}

type PageModule = { default: ComponentType<PageProps> };

/**
 * Each page kind's module in this folder. Only the prerender renders pages: the browser hydrates
 * their islands (`src/islands`), never a page's module.
 */
export const PAGE_MODULES: Readonly<Record<PageKind, string>> = {
  home: 'HomePage',
  about: 'AboutPage',
  services: 'ServicesPage',
  service: 'ServicePage',
  amc: 'AmcPage',
  packages: 'PackagesPage',
  'smb-packages': 'SmbPackagesPage',
  sla: 'SlaPage',
  legal: 'PolicyPage',
  privacy: 'PolicyPage',
  infosec: 'PolicyPage',
  disclosure: 'PolicyPage',
  pricing: 'PricingPage',
  'on-demand': 'OnDemandPage',
  careers: 'CareersPage',
  contact: 'ContactPage',
  rfi: 'RfiPage',
  checklist: 'ChecklistPage',
  'booking-change': 'BookingChangePage',
};

/** A page kind's module as the build knows it, e.g. `src/pages/PricingPage.tsx`. */
export const pageSource = (kind: PageKind) => `src/pages/${PAGE_MODULES[kind]}.tsx`;

const MODULES = import.meta.glob<PageModule>('./*Page.tsx');

const loaded: Partial<Record<PageKind, PageModule>> = {};

/** Loads a page kind's module and remembers it, so it can then render without suspending. */
export async function loadPage(kind: PageKind): Promise<PageModule> {
  const load = MODULES[`./${PAGE_MODULES[kind]}.tsx`];
  if (!load) throw new Error(`The page module ${PAGE_MODULES[kind]} is missing`);
  return (loaded[kind] = await load());
}

/** A page kind's component if its module is loaded already, else `undefined`. */
export function loadedPage(kind: PageKind): ComponentType<PageProps> | undefined {
  return loaded[kind]?.default;
}
