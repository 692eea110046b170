import { namedServices, type ServiceId } from '../../catalogue/services';

export type { Service, ServiceGroupId, ServiceIcon } from '../../catalogue/services';

/**
 * What each service is called in the navigation: every page's shell shows these. Its title is in
 * `service-titles.ts`, its catalogue summary in `service-catalogue.ts`, its own page in
 * `service-pages.ts`, its meta description in `descriptions.ts`: each loaded only where shown.
 */
export const SERVICE_NAV_LABELS: Readonly<Record<ServiceId, string>> = {
  'it-outsourcing': 'IT Outsourcing',
  'it-helpdesk': 'IT Helpdesk',
  'it-amc': 'IT Maintenance',
  cybersecurity: 'Cybersecurity',
  'network-security': 'Network Security',
  'cloud-security': 'Cloud Security',
  'data-security': 'Data Security',
  compliance: 'Compliance',
  'device-management': 'Device Management',
  'application-management': 'Application Management',
  'infrastructure-management': 'Infrastructure Management',
  'employee-it': 'Employee Management',
  'it-consulting': 'IT Consulting',
};

/** The catalogue, named in this language, in navigation order. */
export const SERVICES = namedServices(SERVICE_NAV_LABELS);
