import { SERVICES, type Service } from '@content/services';

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

/** One screen of the site. */
export interface SiteRoute {
  readonly id: string;
  readonly kind: PageKind;
  /** The canonical address (lower case). */
  readonly path: string;
  /** Other addresses that show the same screen; the server answers them with a 301. */
  readonly aliases: readonly string[];
  /** The document title (the company name is appended). */
  readonly title: string;
  /** The trail for breadcrumb structured data, after Home. */
  readonly breadcrumb?: string;
  /** The service a service page shows. */
  readonly service?: Service;
}

/** Every screen, in sitemap order. This table drives the router, prerender, sitemap and redirects. */
export const ROUTES: readonly SiteRoute[] = [
  {
    id: 'home',
    kind: 'home',
    path: '/',
    aliases: ['/Home'],
    title: 'Managed IT Services Provider in UAE',
  },
  {
    id: 'about',
    kind: 'about',
    path: '/about',
    aliases: [],
    title: 'About Us',
    breadcrumb: 'About',
  },
  {
    id: 'services',
    kind: 'services',
    path: '/services',
    aliases: [],
    title: 'IT Services Catalogue',
    breadcrumb: 'Services',
  },
  ...SERVICES.map((service): SiteRoute => ({
    id: service.id,
    kind: service.page ?? 'service',
    path: service.path,
    aliases: service.aliases,
    title: service.title,
    breadcrumb: service.title,
    service,
  })),
  {
    id: 'pricing',
    kind: 'pricing',
    path: '/pricing',
    aliases: [],
    title: 'Pricing Calculator',
    breadcrumb: 'Pricing',
  },
  {
    id: 'packages',
    kind: 'packages',
    path: '/packages',
    aliases: [],
    title: 'Managed IT Packages',
    breadcrumb: 'Packages',
  },
  {
    id: 'smb-packages',
    kind: 'smb-packages',
    path: '/smb-packages',
    aliases: [],
    title: 'Small Business IT Packages',
    breadcrumb: 'Small business packages',
  },
  {
    id: 'on-demand',
    kind: 'on-demand',
    path: '/on-demand-support',
    aliases: [],
    title: 'Book On-Demand IT Support',
    breadcrumb: 'On-demand support',
  },
  {
    id: 'sla',
    kind: 'sla',
    path: '/sla',
    aliases: [],
    title: 'SLA & Escalation Matrix',
    breadcrumb: 'SLA & Escalation',
  },
  {
    id: 'rfi',
    kind: 'rfi',
    path: '/rfi-rfp',
    aliases: [],
    title: 'Submit an RFI / RFP',
    breadcrumb: 'Submit RFI / RFP',
  },
  {
    id: 'checklist',
    kind: 'checklist',
    path: '/resources/it-amc-checklist',
    aliases: [],
    title: 'IT AMC Checklist (PDF)',
    breadcrumb: 'IT AMC Checklist',
  },
  {
    id: 'careers',
    kind: 'careers',
    path: '/careers',
    aliases: [],
    title: 'Careers',
    breadcrumb: 'Careers',
  },
  {
    id: 'contact',
    kind: 'contact',
    path: '/contact',
    aliases: ['/contact-us', '/ContactUs'],
    title: 'Contact Us',
    breadcrumb: 'Contact',
  },
  {
    id: 'legal',
    kind: 'legal',
    path: '/legal',
    aliases: ['/LegalInformation'],
    title: 'Legal Information',
    breadcrumb: 'Legal information',
  },
  {
    id: 'privacy',
    kind: 'privacy',
    path: '/privacy-policy',
    aliases: ['/PrivacyPolicy'],
    title: 'Privacy Policy',
    breadcrumb: 'Privacy policy',
  },
  {
    id: 'infosec',
    kind: 'infosec',
    path: '/information-security-policy',
    aliases: ['/InformationSecurityPolicy'],
    title: 'Information Security Policy',
    breadcrumb: 'Information security policy',
  },
];

/** Addresses that are not screens but send the visitor elsewhere. */
export const REDIRECTS: readonly { readonly from: string; readonly to: string }[] = [
  { from: '/calculator', to: '/pricing' },
  { from: '/Calculator', to: '/pricing' },
  { from: '/Legal', to: '/legal' },
  { from: '/Contact', to: '/contact' },
];

/** The path of the client portal link, answered with a redirect to the configured portal URL. */
export const LOGIN_PATH = '/login';

const normalize = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();

const BY_ADDRESS = new Map<string, SiteRoute>();
for (const route of ROUTES) {
  for (const address of [route.path, ...route.aliases]) BY_ADDRESS.set(normalize(address), route);
}
const REDIRECT_BY_ADDRESS = new Map(REDIRECTS.map((r) => [normalize(r.from), r.to]));

/** How an address is answered: a screen (maybe under an alias), a redirect, or unknown. */
export type Resolution =
  | { readonly type: 'page'; readonly route: SiteRoute; readonly canonical: boolean }
  | { readonly type: 'redirect'; readonly to: string }
  | { readonly type: 'login' }
  | { readonly type: 'unknown' };

/** Resolves an address (path only), ignoring letter case and a trailing slash. */
export function resolvePath(path: string): Resolution {
  const key = normalize(path);
  if (key === LOGIN_PATH) return { type: 'login' };
  const route = BY_ADDRESS.get(key);
  if (route) return { type: 'page', route, canonical: path === route.path };
  const to = REDIRECT_BY_ADDRESS.get(key);
  if (to) return { type: 'redirect', to };
  return { type: 'unknown' };
}

/** Finds a route by id (for links from content). */
export function routeById(id: string): SiteRoute {
  const route = ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`No route ${id}`);
  return route;
}
