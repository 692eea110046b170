import { LANGUAGE_CODES, localizedPath } from '../languages/languages';
import { ROUTE_ENTRIES, normalize, resolveAddress, type Address, type RouteId } from './table';

// The addresses the site moved: the old site's addresses of its screens, and a few redirects.
// Apart from the routes table, which the browser loads: a moved address always reaches the
// server, or the static host's redirects, before any page's script.

/**
 * The old site's addresses of the screens (CamelCase and grouped forms), each answered with a 301
 * to its canonical address. English only: they never had an Arabic twin.
 */
export const OLD_ADDRESSES: Readonly<Partial<Record<RouteId, readonly string[]>>> = {
  home: ['/Home'],
  contact: ['/contact-us', '/ContactUs'],
  legal: ['/LegalInformation'],
  privacy: ['/PrivacyPolicy'],
  infosec: ['/InformationSecurityPolicy'],
  'it-outsourcing': ['/managed-services', '/ITOutsourcing', '/it-support/it-outsourcing-msp'],
  'it-helpdesk': ['/ITHelpdesk', '/it-support/it-helpdesk'],
  'it-amc': ['/it-support/annual-maintenance', '/ITMaintenance'],
  cybersecurity: ['/Cybersecurity', '/it-security/cybersecurity'],
  'network-security': ['/NetworkSecurity', '/it-security/network-security'],
  'cloud-security': ['/CloudSecurity', '/it-security/cloud-security'],
  'data-security': ['/DataSecurity', '/it-security/data-security'],
  compliance: ['/Compliance', '/it-security/compliance'],
  'device-management': ['/DeviceManagement', '/it-services/device-management'],
  'application-management': ['/ApplicationManagement', '/it-services/application-management'],
  'infrastructure-management': [
    '/InfrastructureManagement',
    '/it-services/infrastructure-management',
  ],
  'employee-it': ['/EmployeeManagement', '/it-services/employee-it-management'],
  'it-consulting': ['/ITConsulting', '/it-services/it-consulting'],
};

/** Addresses that are not screens but send the visitor elsewhere, with a 301 (under `/ar` too). */
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

const BY_OLD_ADDRESS = new Map(
  ROUTE_ENTRIES.flatMap((entry) =>
    (OLD_ADDRESSES[entry.id] ?? []).map((old) => [normalize(old), entry] as const),
  ),
);

const REDIRECT_BY_ADDRESS = new Map(REDIRECTS.map((r) => [normalize(r.from), r.to]));

/**
 * Resolves an address as the servers do: as the routes table does, and a moved one too.
 *
 * @example
 * resolveAnyAddress('/ContactUs').path; // => '/contact'
 * resolveAnyAddress('/ar/calculator'); // => { type: 'redirect', to: '/ar/pricing' }
 * resolveAnyAddress('/ar/ContactUs'); // => { type: 'unknown', home: '/ar' }
 */
export function resolveAnyAddress(address: string): Address {
  return resolveAddress(address, (key, language) => {
    const to = REDIRECT_BY_ADDRESS.get(key);
    if (to) return localizedPath(to, language);
    return language === 'en' ? BY_OLD_ADDRESS.get(key) : undefined;
  });
}

/**
 * Every old address with the canonical address it moved to, for the host files.
 *
 * @example
 * oldAddressMoves().find((move) => move.from === '/Home'); // => { from: '/Home', to: '/' }
 */
export function oldAddressMoves(): { readonly from: string; readonly to: string }[] {
  return ROUTE_ENTRIES.flatMap((entry) =>
    (OLD_ADDRESSES[entry.id] ?? []).map((from) => ({ from, to: entry.path })),
  );
}
