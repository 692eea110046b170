import type { Service } from './services';
import type { ServiceGroupCopy, ServicesPageCopy } from '../shapes/service-catalogue';

export const SERVICES_PAGE: ServicesPageCopy = {
  title: 'IT Services for UAE Businesses',
  lead: 'Thirteen services in four groups, delivered by one team under clear SLAs.',
  assessment: 'Get a Free IT Assessment',
  expert: 'Talk to an expert',
  learnMore: 'Learn more',
  learnMoreAbout: (service: string) => ` about ${service}`,
  quote: 'Get quote',
  quoteFor: (service: string) => ` for ${service}`,
};

/** The catalogue's groups, in page order, with the line that introduces each. */
export const SERVICE_GROUPS: readonly ServiceGroupCopy[] = [
  {
    id: 'managed',
    label: 'Managed IT and Outsourcing',
    description: 'Your IT run for you, under one contract, with clear response times.',
  },
  {
    id: 'security',
    label: 'Cybersecurity',
    description: 'Protection for networks, cloud, data and compliance, monitored around the clock.',
  },
  {
    id: 'operations',
    label: 'IT Operations',
    description: 'Devices, applications, infrastructure and staff IT kept working day to day.',
  },
  {
    id: 'advisory',
    label: 'Advisory and Strategy',
    description: 'Plans and roadmaps that tie technology spend to business goals.',
  },
];

/** One line for each service's catalogue card, by service id. */
export const SERVICE_SUMMARIES: Readonly<Record<Service['id'], string>> = {
  'it-outsourcing':
    'A complete IT department on a monthly plan: helpdesk, engineers, monitoring and reporting.',
  'it-helpdesk':
    'A 24/7 service desk for your staff by phone, email and chat, in English and Arabic.',
  'it-amc':
    'Annual maintenance for computers, servers, network and CCTV with preventive visits and fast repairs.',
  cybersecurity:
    'Layered protection: endpoint security, email defence, vulnerability management and incident response.',
  'network-security':
    'Firewalls, secure Wi-Fi, VPN and segmentation designed, configured and monitored.',
  'cloud-security':
    'Microsoft 365, Azure and AWS configured securely, with identity protection and backups.',
  'data-security': 'Encryption, access control and tested backup and recovery for business data.',
  compliance: 'Readiness for UAE regulations, ISO 27001 and client security questionnaires.',
  'device-management':
    'Laptops, desktops and phones set up, patched, secured and tracked from purchase to disposal.',
  'application-management': 'Business applications installed, licensed, updated and supported.',
  'infrastructure-management':
    'Servers, storage, network and cabling designed, monitored and maintained.',
  'employee-it': 'Joiners, movers and leavers handled end to end: accounts, devices and access.',
  'it-consulting': 'Roadmaps, budgets and projects that align technology with your business plans.',
};
