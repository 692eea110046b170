import { LANGUAGE } from '@content/language';
import { SERVICES, type Service } from '@content/services';
import { required } from '../required';
import { localizedPath, type Language } from '../languages/languages';
import { ROUTE_ENTRIES, type PageKind, type RouteId } from './table';

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
  /** Reached only from a mail: `noindex`, out of the sitemap, no referrer (`RouteEntry`). */
  readonly unlisted?: true;
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
    ...(entry.unlisted && { unlisted: entry.unlisted }),
  };
});

const BY_ID = new Map(ROUTES.map((route) => [route.id, route]));

/** Finds a route by id (for links from content). */
export function routeById(id: RouteId): SiteRoute {
  return required(BY_ID.get(id), `the route ${id}`);
}
