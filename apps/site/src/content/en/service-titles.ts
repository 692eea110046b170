import type { ServiceId } from '../../catalogue/services';

/** What each service is called in full: on its page, in the catalogue and in its title. */
export const SERVICE_TITLES: Readonly<Record<ServiceId, string>> = {
  'it-outsourcing': 'IT Outsourcing & Managed Services',
  'it-helpdesk': '24/7 IT Helpdesk',
  'it-amc': 'IT Annual Maintenance Contract (AMC)',
  cybersecurity: 'Cybersecurity Services',
  'network-security': 'Network Security',
  'cloud-security': 'Cloud Security',
  'data-security': 'Data Security & Backup',
  compliance: 'IT Compliance',
  'device-management': 'Device Management',
  'application-management': 'Application Management',
  'infrastructure-management': 'Infrastructure Management',
  'employee-it': 'Employee IT Management',
  'it-consulting': 'IT Consulting & Strategy',
};
