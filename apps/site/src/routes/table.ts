import { SERVICE_ENTRIES, type ServiceEntry, type ServiceId } from '../catalogue/services';
import {
  LANGUAGE_CODES,
  languageOfPath,
  localizedPath,
  type Language,
} from '../languages/languages';

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
  | 'careers'
  | 'contact'
  | 'sla'
  | 'rfi'
  | 'checklist';

/** The screens that are not a service's page. */
export type PageRouteId =
  | 'home'
  | 'about'
  | 'services'
  | 'pricing'
  | 'packages'
  | 'smb-packages'
  | 'on-demand'
  | 'sla'
  | 'rfi'
  | 'checklist'
  | 'careers'
  | 'contact'
  | 'legal'
  | 'privacy'
  | 'infosec';

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
}

/**
 * Every screen, in sitemap order. This table drives both languages' router, prerender, sitemap,
 * redirects and the servers' resolver.
 */
export const ROUTE_ENTRIES: readonly RouteEntry[] = [
  { id: 'home', kind: 'home', path: '/' },
  { id: 'about', kind: 'about', path: '/about' },
  { id: 'services', kind: 'services', path: '/services' },
  ...SERVICE_ENTRIES.map((service): RouteEntry => ({
    id: service.id,
    kind: service.page ?? 'service',
    path: service.path,
    service,
  })),
  { id: 'pricing', kind: 'pricing', path: '/pricing' },
  { id: 'packages', kind: 'packages', path: '/packages' },
  { id: 'smb-packages', kind: 'smb-packages', path: '/smb-packages' },
  { id: 'on-demand', kind: 'on-demand', path: '/on-demand-support' },
  { id: 'sla', kind: 'sla', path: '/sla' },
  { id: 'rfi', kind: 'rfi', path: '/rfi-rfp' },
  { id: 'checklist', kind: 'checklist', path: '/resources/it-amc-checklist' },
  { id: 'careers', kind: 'careers', path: '/careers' },
  { id: 'contact', kind: 'contact', path: '/contact' },
  { id: 'legal', kind: 'legal', path: '/legal' },
  { id: 'privacy', kind: 'privacy', path: '/privacy-policy' },
  {
    id: 'infosec',
    kind: 'infosec',
    path: '/information-security-policy',
  },
];

/** Addresses that are not screens but send the visitor elsewhere (under `/ar` too). */
export const REDIRECTS: readonly { readonly from: string; readonly to: string }[] = [
  { from: '/calculator', to: '/pricing' },
  { from: '/Calculator', to: '/pricing' },
  { from: '/Legal', to: '/legal' },
  { from: '/Contact', to: '/contact' },
];

/**
 * The redirects in every language, for the host files.
 *
 * @example
 * redirectsInEveryLanguage().find((move) => move.from === '/ar/calculator')?.to; // => '/ar/pricing'
 */
export function redirectsInEveryLanguage(): { readonly from: string; readonly to: string }[] {
  return LANGUAGE_CODES.flatMap((language) =>
    REDIRECTS.map((redirect) => ({
      from: localizedPath(redirect.from, language),
      to: localizedPath(redirect.to, language),
    })),
  );
}

/** The path of the client portal link, answered with a redirect to the configured portal URL. */
export const LOGIN_PATH = '/login';

/** An address as the table compares it: lower case, without a trailing slash. */
export const normalize = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();

const BY_PATH = new Map(ROUTE_ENTRIES.map((entry) => [normalize(entry.path), entry]));
const REDIRECT_BY_ADDRESS = new Map(REDIRECTS.map((r) => [normalize(r.from), r.to]));

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
 * Resolves an address (path only), ignoring letter case and a trailing slash.
 *
 * @example
 * resolveAddress('/ar/Pricing/').path; // => '/ar/pricing'
 * resolveAddress('/ar/calculator'); // => { type: 'redirect', to: '/ar/pricing' }
 * resolveAddress('/ar/no-such-page'); // => { type: 'unknown', home: '/ar' }
 */
export function resolveAddress(
  address: string,
  oldAddress: (key: string) => RouteEntry | undefined = () => undefined,
): Address {
  const { language, path } = languageOfPath(address);
  const key = normalize(path);
  if (language === 'en' && key === LOGIN_PATH) return { type: 'login' };
  const entry = BY_PATH.get(key) ?? (language === 'en' ? oldAddress(key) : undefined);
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
  const to = REDIRECT_BY_ADDRESS.get(key);
  if (to) return { type: 'redirect', to: localizedPath(to, language) };
  return { type: 'unknown', home: localizedPath('/', language) };
}

/** Each language's address of a screen, e.g. for `hreflang` alternates and the sitemap. */
export function addressesOf(entry: RouteEntry): readonly { language: Language; path: string }[] {
  return LANGUAGE_CODES.map((language) => ({
    language,
    path: localizedPath(entry.path, language),
  }));
}
