import { LANGUAGE } from '@content/language';
import { SERVICES, type Service } from '@content/services';
import { required } from '../required';
import { localizedPath, type Language } from '../languages/languages';
import { ROUTE_ENTRIES, resolveAddress, type PageKind, type RouteId } from './table';

export { LOGIN_PATH, type PageKind, type RouteId } from './table';

/** One screen of the site in this build's language. */
export interface SiteRoute {
  readonly id: RouteId;
  readonly kind: PageKind;
  readonly language: Language;
  /** The canonical address in this language (lower case): `/pricing`, `/ar/pricing`. */
  readonly path: string;
  /** The canonical English address, which names the screen in every language. */
  readonly basePath: string;
  /** The service a service page shows. */
  readonly service?: Service;
}

const serviceById = new Map(SERVICES.map((service) => [service.id, service]));

/** Every screen in this build's language, in sitemap order. */
export const ROUTES: readonly SiteRoute[] = ROUTE_ENTRIES.map((entry): SiteRoute => {
  const service = entry.service && required(serviceById.get(entry.service.id), entry.id);
  return {
    id: entry.id,
    kind: entry.kind,
    language: LANGUAGE.code,
    path: localizedPath(entry.path, LANGUAGE.code),
    basePath: entry.path,
    ...(service && { service }),
  };
});

const BY_ID = new Map(ROUTES.map((route) => [route.id, route]));

/** How an address is answered in this build: a screen (maybe under an alias), a redirect, or unknown. */
export type Resolution =
  | { readonly type: 'page'; readonly route: SiteRoute; readonly canonical: boolean }
  | { readonly type: 'redirect'; readonly to: string }
  | { readonly type: 'login' }
  /** A screen of the other language: its page is another build's, loaded as a whole document. */
  | { readonly type: 'other-language'; readonly to: string }
  | { readonly type: 'unknown'; readonly home: string };

/** Resolves an address (path only), ignoring letter case and a trailing slash. */
export function resolvePath(path: string): Resolution {
  const address = resolveAddress(path);
  if (address.type !== 'page') return address;
  if (address.language !== LANGUAGE.code) return { type: 'other-language', to: address.path };
  return {
    type: 'page',
    route: required(BY_ID.get(address.entry.id), address.entry.id),
    canonical: address.canonical,
  };
}

/** Finds a route by id (for links from content). */
export function routeById(id: RouteId): SiteRoute {
  return required(BY_ID.get(id), `the route ${id}`);
}
