import type { ComponentType } from 'react';
import type { PageKind, SiteRoute } from '../routes/routes';
import { isMissingChunk, reloadForMissingChunk } from '../deploy/reload-once';
import { required } from '../required';

/** What every page component receives. */
export interface PageProps {
  readonly route: SiteRoute;
}

type PageModule = { default: ComponentType<PageProps> };

/**
 * Each page kind's module in this folder. A document loads its own page's module only, so the site
 * is split by route, and the prerender preloads its chunk in that route's HTML.
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
};

/** A page kind's module as the build knows it, e.g. `src/pages/PricingPage.tsx`. */
export const pageSource = (kind: PageKind) => `src/pages/${PAGE_MODULES[kind]}.tsx`;

const MODULES = import.meta.glob<PageModule>('./*Page.tsx');

/** Each page kind's loader. */
export const PAGE_LOADERS = Object.fromEntries(
  Object.entries(PAGE_MODULES).map(([kind, name]) => [
    kind,
    required(MODULES[`./${name}.tsx`], `the module ${name}`),
  ]),
) as Record<PageKind, () => Promise<PageModule>>;

const loaded: Partial<Record<PageKind, PageModule>> = {};

/**
 * Loads a page kind's module and remembers it, so it can then render without suspending. A module
 * that cannot be fetched is gone when this tab outlived a deploy (the new HTML names new files):
 * the page reloads once, and the promise never settles while it goes. Any other failure, or the
 * same one just after that reload, is the page's error to show.
 */
export function loadPage(kind: PageKind): Promise<PageModule> {
  return PAGE_LOADERS[kind]().then(
    (module) => (loaded[kind] = module),
    (error: unknown) => {
      if (isMissingChunk(error) && reloadForMissingChunk()) return new Promise<never>(() => {});
      throw error;
    },
  );
}

/** A page kind's component if its module is loaded already, else `undefined`. */
export function loadedPage(kind: PageKind): ComponentType<PageProps> | undefined {
  return loaded[kind]?.default;
}
