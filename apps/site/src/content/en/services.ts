import { namedServices, type ServiceId, type ServiceName } from '../../catalogue/services';

export type { Service, ServiceGroupId, ServiceIcon } from '../../catalogue/services';

/**
 * What each service is called. Its catalogue summary is in `service-catalogue.ts`, its own page in
 * `service-pages.ts`, its meta description in `routes/descriptions.ts`: each loaded only where shown.
 */
export const SERVICE_NAMES: Readonly<Record<ServiceId, ServiceName>> = {
  'it-outsourcing': { title: 'IT Outsourcing & Managed Services', navLabel: 'IT Outsourcing' },
  'it-helpdesk': { title: '24/7 IT Helpdesk', navLabel: 'IT Helpdesk' },
  'it-amc': { title: 'IT Annual Maintenance Contract (AMC)', navLabel: 'IT Maintenance' },
  cybersecurity: { title: 'Cybersecurity Services', navLabel: 'Cybersecurity' },
  'network-security': { title: 'Network Security', navLabel: 'Network Security' },
  'cloud-security': { title: 'Cloud Security', navLabel: 'Cloud Security' },
  'data-security': { title: 'Data Security & Backup', navLabel: 'Data Security' },
  compliance: { title: 'IT Compliance', navLabel: 'Compliance' },
  'device-management': { title: 'Device Management', navLabel: 'Device Management' },
  'application-management': { title: 'Application Management', navLabel: 'Application Management' },
  'infrastructure-management': {
    title: 'Infrastructure Management',
    navLabel: 'Infrastructure Management',
  },
  'employee-it': { title: 'Employee IT Management', navLabel: 'Employee Management' },
  'it-consulting': { title: 'IT Consulting & Strategy', navLabel: 'IT Consulting' },
};

/** The catalogue, named in this language, in navigation order. */
export const SERVICES = namedServices(SERVICE_NAMES);
