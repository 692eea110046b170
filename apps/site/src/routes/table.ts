import { SERVICE_ENTRIES, type ServiceEntry, type ServiceId } from '../catalogue/services';
import { LANGUAGES, languageOfPath, localizedPath, type Language } from '../languages/languages';

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
  /**
   * Other addresses that show the same screen; the server answers them with a 301. English only:
   * they are the old site's addresses, which never had an Arabic twin.
   */
  readonly aliases: readonly string[];
  /** The service a service page shows. */
  readonly service?: ServiceEntry;
}

/**
 * Every screen, in sitemap order. This table drives both languages' router, prerender, sitemap,
 * redirects and the servers' resolver.
 */
export const ROUTE_ENTRIES: readonly RouteEntry[] = [
  { id: 'home', kind: 'home', path: '/', aliases: ['/Home'] },
  { id: 'about', kind: 'about', path: '/about', aliases: [] },
  { id: 'services', kind: 'services', path: '/services', aliases: [] },
  ...SERVICE_ENTRIES.map((service): RouteEntry => ({
    id: service.id,
    kind: service.page ?? 'service',
    path: service.path,
    aliases: service.aliases,
    service,
  })),
  { id: 'pricing', kind: 'pricing', path: '/pricing', aliases: [] },
  { id: 'packages', kind: 'packages', path: '/packages', aliases: [] },
  { id: 'smb-packages', kind: 'smb-packages', path: '/smb-packages', aliases: [] },
  { id: 'on-demand', kind: 'on-demand', path: '/on-demand-support', aliases: [] },
  { id: 'sla', kind: 'sla', path: '/sla', aliases: [] },
  { id: 'rfi', kind: 'rfi', path: '/rfi-rfp', aliases: [] },
  { id: 'checklist', kind: 'checklist', path: '/resources/it-amc-checklist', aliases: [] },
  { id: 'careers', kind: 'careers', path: '/careers', aliases: [] },
  { id: 'contact', kind: 'contact', path: '/contact', aliases: ['/contact-us', '/ContactUs'] },
  { id: 'legal', kind: 'legal', path: '/legal', aliases: ['/LegalInformation'] },
  { id: 'privacy', kind: 'privacy', path: '/privacy-policy', aliases: ['/PrivacyPolicy'] },
  {
    id: 'infosec',
    kind: 'infosec',
    path: '/information-security-policy',
    aliases: ['/InformationSecurityPolicy'],
  },
];

/** Addresses that are not screens but send the visitor elsewhere (under `/ar` too). */
export const REDIRECTS: readonly { readonly from: string; readonly to: string }[] = [
  { from: '/calculator', to: '/pricing' },
  { from: '/Calculator', to: '/pricing' },
  { from: '/Legal', to: '/legal' },
  { from: '/Contact', to: '/contact' },
];

/** The path of the client portal link, answered with a redirect to the configured portal URL. */
export const LOGIN_PATH = '/login';

const normalize = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();

const BY_PATH = new Map(ROUTE_ENTRIES.map((entry) => [normalize(entry.path), entry]));
const BY_ALIAS = new Map(
  ROUTE_ENTRIES.flatMap((entry) => entry.aliases.map((alias) => [normalize(alias), entry])),
);
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
 * @example resolveAddress('/ar/Pricing/') // a page: the pricing entry, 'ar', '/ar/pricing', not canonical
 * @example resolveAddress('/ar/calculator') // { type: 'redirect', to: '/ar/pricing' }
 * @example resolveAddress('/ar/no-such-page') // { type: 'unknown', home: '/ar' }
 */
export function resolveAddress(address: string): Address {
  const { language, path } = languageOfPath(address);
  const key = normalize(path);
  if (language === 'en' && key === LOGIN_PATH) return { type: 'login' };
  const entry = BY_PATH.get(key) ?? (language === 'en' ? BY_ALIAS.get(key) : undefined);
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
  return (Object.keys(LANGUAGES) as Language[]).map((language) => ({
    language,
    path: localizedPath(entry.path, language),
  }));
}
