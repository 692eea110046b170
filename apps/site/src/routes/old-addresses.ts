import { ROUTE_ENTRIES, normalize, resolveAddress, type Address, type RouteId } from './table';

/**
 * The old site's addresses of the screens (CamelCase and grouped forms), each answered with a 301
 * to its canonical address. English only: they never had an Arabic twin. Apart from the routes
 * table, which the browser loads: an old address always reaches the server, or the static host's
 * redirects, before any page's script.
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

const BY_OLD_ADDRESS = new Map(
  ROUTE_ENTRIES.flatMap((entry) =>
    (OLD_ADDRESSES[entry.id] ?? []).map((old) => [normalize(old), entry] as const),
  ),
);

/**
 * Resolves an address as the server does: as the routes table does, and an old address too.
 *
 * @example
 * resolveAnyAddress('/ContactUs').path; // => '/contact'
 * resolveAnyAddress('/ar/ContactUs'); // => { type: 'unknown', home: '/ar' }
 */
export function resolveAnyAddress(address: string): Address {
  return resolveAddress(address, (key) => BY_OLD_ADDRESS.get(key));
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
