import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageKind, SiteRoute } from '../routes/routes';

/** What every page component receives. */
export interface PageProps {
  readonly route: SiteRoute;
}

type PageModule = { default: ComponentType<PageProps> };

/** Each page kind's module, loaded on demand so the site is split by route. */
export const PAGE_LOADERS: Record<PageKind, () => Promise<PageModule>> = {
  home: () => import('./HomePage'),
  about: () => import('./AboutPage'),
  services: () => import('./ServicesPage'),
  service: () => import('./ServicePage'),
  packages: () => import('./PackagesPage'),
  'smb-packages': () => import('./SmbPackagesPage'),
  sla: () => import('./SlaPage'),
  legal: () => import('./PolicyPage'),
  privacy: () => import('./PolicyPage'),
  infosec: () => import('./PolicyPage'),
  pricing: () => import('./PricingPage'),
  'on-demand': () => import('./OnDemandPage'),
  careers: () => import('./CareersPage'),
  contact: () => import('./ContactPage'),
  rfi: () => import('./RfiPage'),
  checklist: () => import('./ChecklistPage'),
};

const loaded: Partial<Record<PageKind, PageModule>> = {};

/** Loads a page kind's module and remembers it, so it can then render without suspending. */
export function loadPage(kind: PageKind): Promise<PageModule> {
  return PAGE_LOADERS[kind]().then((module) => (loaded[kind] = module));
}

/** A page kind's component if its module is loaded already, else `undefined`. */
export function loadedPage(kind: PageKind): ComponentType<PageProps> | undefined {
  return loaded[kind]?.default;
}

/** Each page kind as a lazy component, for client navigations to pages not loaded yet. */
export const LAZY_PAGES = Object.fromEntries(
  (Object.keys(PAGE_LOADERS) as PageKind[]).map((kind) => [kind, lazy(() => loadPage(kind))]),
) as Record<PageKind, LazyExoticComponent<ComponentType<PageProps>>>;
