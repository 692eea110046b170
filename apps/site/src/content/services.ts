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

/**
 * One service as the routes and the navigation need it, loaded with every page. What the catalogue
 * says of it is in `service-catalogue.ts`, what its own page says in `service-pages.ts`, and its
 * meta description in `routes/descriptions.ts`: each loaded only where it is shown.
 */
export interface Service {
  readonly id: string;
  /** The canonical path. */
  readonly path: string;
  /** Other addresses of the same page (CamelCase and grouped forms). */
  readonly aliases: readonly string[];
  readonly group: ServiceGroupId;
  readonly title: string;
  /** The side-navigation label. */
  readonly navLabel: string;
  readonly icon: ServiceIcon;
  /** Its page, where the spec gives it more than the service template ('AMC and managed services page'). */
  readonly page?: 'amc';
}

export const SERVICES: readonly Service[] = [
  {
    id: 'it-outsourcing',
    path: '/it-outsourcing-managed-services',
    aliases: ['/managed-services', '/ITOutsourcing', '/it-support/it-outsourcing-msp'],
    group: 'managed',
    title: 'IT Outsourcing & Managed Services',
    navLabel: 'IT Outsourcing',
    icon: 'briefcase',
  },
  {
    id: 'it-helpdesk',
    path: '/it-helpdesk',
    aliases: ['/ITHelpdesk', '/it-support/it-helpdesk'],
    group: 'managed',
    title: '24/7 IT Helpdesk',
    navLabel: 'IT Helpdesk',
    icon: 'headset',
  },
  {
    id: 'it-amc',
    path: '/it-amc',
    aliases: ['/it-support/annual-maintenance', '/ITMaintenance'],
    group: 'managed',
    title: 'IT Annual Maintenance Contract (AMC)',
    navLabel: 'IT Maintenance',
    icon: 'wrench',
    page: 'amc',
  },
  {
    id: 'cybersecurity',
    path: '/cybersecurity',
    aliases: ['/Cybersecurity', '/it-security/cybersecurity'],
    group: 'security',
    title: 'Cybersecurity Services',
    navLabel: 'Cybersecurity',
    icon: 'shield',
  },
  {
    id: 'network-security',
    path: '/network-security',
    aliases: ['/NetworkSecurity', '/it-security/network-security'],
    group: 'security',
    title: 'Network Security',
    navLabel: 'Network Security',
    icon: 'network',
  },
  {
    id: 'cloud-security',
    path: '/cloud-security',
    aliases: ['/CloudSecurity', '/it-security/cloud-security'],
    group: 'security',
    title: 'Cloud Security',
    navLabel: 'Cloud Security',
    icon: 'cloud',
  },
  {
    id: 'data-security',
    path: '/data-security',
    aliases: ['/DataSecurity', '/it-security/data-security'],
    group: 'security',
    title: 'Data Security & Backup',
    navLabel: 'Data Security',
    icon: 'lock',
  },
  {
    id: 'compliance',
    path: '/compliance',
    aliases: ['/Compliance', '/it-security/compliance'],
    group: 'security',
    title: 'IT Compliance',
    navLabel: 'Compliance',
    icon: 'file',
  },
  {
    id: 'device-management',
    path: '/device-management',
    aliases: ['/DeviceManagement', '/it-services/device-management'],
    group: 'operations',
    title: 'Device Management',
    navLabel: 'Device Management',
    icon: 'server',
  },
  {
    id: 'application-management',
    path: '/application-management',
    aliases: ['/ApplicationManagement', '/it-services/application-management'],
    group: 'operations',
    title: 'Application Management',
    navLabel: 'Application Management',
    icon: 'package',
  },
  {
    id: 'infrastructure-management',
    path: '/infrastructure-management',
    aliases: ['/InfrastructureManagement', '/it-services/infrastructure-management'],
    group: 'operations',
    title: 'Infrastructure Management',
    navLabel: 'Infrastructure Management',
    icon: 'network',
  },
  {
    id: 'employee-it',
    path: '/employee-it-management',
    aliases: ['/EmployeeManagement', '/it-services/employee-it-management'],
    group: 'operations',
    title: 'Employee IT Management',
    navLabel: 'Employee Management',
    icon: 'users',
  },
  {
    id: 'it-consulting',
    path: '/it-consulting',
    aliases: ['/ITConsulting', '/it-services/it-consulting'],
    group: 'advisory',
    title: 'IT Consulting & Strategy',
    navLabel: 'IT Consulting',
    icon: 'briefcase',
  },
];
