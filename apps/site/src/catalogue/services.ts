/** The four groups of the service catalogue. */
export type ServiceGroupId = 'managed' | 'security' | 'operations' | 'advisory';

/** The icon a service is shown with (resolved to an SVG by the page layer). */
export type ServiceIcon =
  | 'headset'
  | 'wrench'
  | 'shield'
  | 'network'
  | 'cloud'
  | 'lock'
  | 'file'
  | 'server'
  | 'package'
  | 'users'
  | 'briefcase';

/** Every service of the catalogue, by the id its page and copy are keyed by. */
export type ServiceId =
  | 'it-outsourcing'
  | 'it-helpdesk'
  | 'it-amc'
  | 'cybersecurity'
  | 'network-security'
  | 'cloud-security'
  | 'data-security'
  | 'compliance'
  | 'device-management'
  | 'application-management'
  | 'infrastructure-management'
  | 'employee-it'
  | 'it-consulting';

/**
 * One service as the routes need it, in every language: its addresses, group and icon. What it is
 * called is each language's copy: its navigation label (`@content/services`) and its title
 * (`@content/service-titles`).
 */
export interface ServiceEntry {
  readonly id: ServiceId;
  /** The canonical path (of the English page; the Arabic one is under /ar). */
  readonly path: string;
  readonly group: ServiceGroupId;
  readonly icon: ServiceIcon;
  /** Its page, where the spec gives it more than the service template ('AMC and managed services page'). */
  readonly page?: 'amc';
}

/** A service with its navigation label in the build's language. */
export type Service = ServiceEntry & { readonly navLabel: string };

export const SERVICE_ENTRIES: readonly ServiceEntry[] = [
  {
    id: 'it-outsourcing',
    path: '/it-outsourcing-managed-services',
    group: 'managed',
    icon: 'briefcase',
  },
  {
    id: 'it-helpdesk',
    path: '/it-helpdesk',
    group: 'managed',
    icon: 'headset',
  },
  {
    id: 'it-amc',
    path: '/it-amc',
    group: 'managed',
    icon: 'wrench',
    page: 'amc',
  },
  {
    id: 'cybersecurity',
    path: '/cybersecurity',
    group: 'security',
    icon: 'shield',
  },
  {
    id: 'network-security',
    path: '/network-security',
    group: 'security',
    icon: 'network',
  },
  {
    id: 'cloud-security',
    path: '/cloud-security',
    group: 'security',
    icon: 'cloud',
  },
  {
    id: 'data-security',
    path: '/data-security',
    group: 'security',
    icon: 'lock',
  },
  {
    id: 'compliance',
    path: '/compliance',
    group: 'security',
    icon: 'file',
  },
  {
    id: 'device-management',
    path: '/device-management',
    group: 'operations',
    icon: 'server',
  },
  {
    id: 'application-management',
    path: '/application-management',
    group: 'operations',
    icon: 'package',
  },
  {
    id: 'infrastructure-management',
    path: '/infrastructure-management',
    group: 'operations',
    icon: 'network',
  },
  {
    id: 'employee-it',
    path: '/employee-it-management',
    group: 'operations',
    icon: 'users',
  },
  {
    id: 'it-consulting',
    path: '/it-consulting',
    group: 'advisory',
    icon: 'briefcase',
  },
];

/**
 * The catalogue in one language: each entry with its navigation label.
 *
 * @example namedServices(SERVICE_NAV_LABELS)[0].navLabel // 'IT Outsourcing'
 */
export function namedServices(navLabels: Readonly<Record<ServiceId, string>>): readonly Service[] {
  return SERVICE_ENTRIES.map((entry) => ({ ...entry, navLabel: navLabels[entry.id] }));
}
