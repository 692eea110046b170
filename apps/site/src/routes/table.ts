import { SERVICE_ENTRIES, type ServiceEntry, type ServiceId } from '../catalogue/services';
import {
  LANGUAGE_CODES,
  languageOfPath,
  localizedPath,
  type Language,
} from '../languages/languages';
import { SCREEN_PATHS } from './screen-paths';

/** Which page component draws a route. */
export type PageKind =
  | 'home'
  | 'about'
  | 'pricing'
  | 'packages'
  | 'smb-packages'
  | 'on-demand'
  | 'services'
  | 'service'
  | 'amc'
  | 'legal'
  | 'privacy'
  | 'infosec'
  | 'disclosure'
  | 'careers'
  | 'contact'
  | 'sla'
  | 'rfi'
  | 'checklist'
  | 'booking-change';

/** The screens that are not a service's page. */
export type PageRouteId = Exclude<PageKind, 'service' | 'amc'>;

/** Every screen, by the id its copy is keyed by. */
export type RouteId = PageRouteId | ServiceId;

/** One screen of the site, in every language. */
export interface RouteEntry {
  readonly id: RouteId;
  readonly kind: PageKind;
  /** The canonical English address (lower case); the Arabic one is under `/ar`. */
  readonly path: string;
  /** The service a service page shows. */
  readonly service?: ServiceEntry;
  /**
   * A page only a link in a mail leads to, whose address carries a secret after `#`: `noindex`,
   * left out of the sitemap, and its address never sent on as a `Referer`.
   */
  readonly unlisted?: true;
}

/** A screen that is not a service's: its page kind is its id. */
const screen = (id: PageRouteId): RouteEntry => ({ id, kind: id, path: SCREEN_PATHS[id] });

/**
 * Every screen, in sitemap order. This table drives both languages' router, prerender, sitemap,
 * redirects and the servers' resolver.
 */
export const ROUTE_ENTRIES: readonly RouteEntry[] = [
  screen('home'),
  screen('about'),
  screen('services'),
  ...SERVICE_ENTRIES.map((service): RouteEntry => ({
    id: service.id,
    kind: service.page ?? 'service',
    path: service.path,
    service,
  })),
  screen('pricing'),
  screen('packages'),
  screen('smb-packages'),
  screen('on-demand'),
  screen('sla'),
  screen('rfi'),
  screen('checklist'),
  screen('careers'),
  screen('contact'),
  screen('legal'),
  screen('privacy'),
  screen('infosec'),
  screen('disclosure'),
  // Where a booking's confirmation mail links to (`#` and the booking's signed token).
  { ...screen('booking-change'), unlisted: true },
];

/** The path of the client portal link, answered with a redirect to the configured portal URL. */
export const LOGIN_PATH = '/login';

/** An address as the table compares it: lower case, without a trailing slash. */
export const normalize = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();

const BY_PATH = new Map(ROUTE_ENTRIES.map((entry) => [normalize(entry.path), entry]));

/** How an address is answered, in either language. */
export type Address =
  | {
      readonly type: 'page';
      readonly entry: RouteEntry;
      readonly language: Language;
      /** The screen's canonical address in that language. */
      readonly path: string;
      /** Whether the address is that canonical one, letter for letter. */
      readonly canonical: boolean;
    }
  | { readonly type: 'redirect'; readonly to: string }
  | { readonly type: 'login' }
  /** Not a screen: the visitor goes to the home page of the address's language. */
  | { readonly type: 'unknown'; readonly home: string };

/**
 * Where an address the site moved goes, by its key in its language: the screen it is an old
 * address of, or the path it redirects to (see `moved.ts`).
 */
export type MovedAddresses = (key: string, language: Language) => RouteEntry | string | undefined;

/**
 * Resolves an address (path only), ignoring letter case and a trailing slash; the addresses the
 * site moved only if `moved` is given (the servers do).
 *
 * @example
 * resolveAddress('/ar/Pricing/').path; // => '/ar/pricing'
 * resolveAddress('/ar/no-such-page'); // => { type: 'unknown', home: '/ar' }
 */
export function resolveAddress(address: string, moved?: MovedAddresses): Address {
  const { language, path } = languageOfPath(address);
  const key = normalize(path);
  if (language === 'en' && key === LOGIN_PATH) return { type: 'login' };
  const elsewhere = BY_PATH.has(key) ? undefined : moved?.(key, language);
  const entry = BY_PATH.get(key) ?? (typeof elsewhere === 'object' ? elsewhere : undefined);
  if (entry) {
    const canonicalPath = localizedPath(entry.path, language);
    return {
      type: 'page',
      entry,
      language,
      path: canonicalPath,
      canonical: address === canonicalPath,
    };
  }
  if (typeof elsewhere === 'string') return { type: 'redirect', to: elsewhere };
  return { type: 'unknown', home: localizedPath('/', language) };
}

/** Each language's address of a screen, e.g. for `hreflang` alternates and the sitemap. */
export function addressesOf(entry: RouteEntry): readonly { language: Language; path: string }[] {
  return LANGUAGE_CODES.map((language) => ({
    language,
    path: localizedPath(entry.path, language),
  }));
}
