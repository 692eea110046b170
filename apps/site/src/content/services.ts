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
 * One service as the routes, the navigation and the catalogue need it. What its own page says is in
 * `service-pages.ts`, loaded with that page only.
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
  /** One line for the catalogue card. */
  readonly summary: string;
  readonly metaDescription: string;
}

export const SERVICE_GROUPS: readonly { id: ServiceGroupId; label: string; description: string }[] =
  [
    {
      id: 'managed',
      label: 'Managed IT and Outsourcing',
      description: 'Your IT run for you, under one contract, with clear response times.',
    },
    {
      id: 'security',
      label: 'Cybersecurity',
      description:
        'Protection for networks, cloud, data and compliance, monitored around the clock.',
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

export const SERVICES: readonly Service[] = [
  {
    id: 'it-outsourcing',
    path: '/it-outsourcing-managed-services',
    aliases: ['/managed-services', '/ITOutsourcing', '/it-support/it-outsourcing-msp'],
    group: 'managed',
    title: 'IT Outsourcing & Managed Services',
    navLabel: 'IT Outsourcing',
    icon: 'briefcase',
    summary:
      'A complete IT department on a monthly plan: helpdesk, engineers, monitoring and reporting.',
    metaDescription:
      'Managed IT services and IT outsourcing in Dubai and Sharjah: helpdesk, monitoring, onsite engineers and monthly reporting on one plan.',
  },
  {
    id: 'it-helpdesk',
    path: '/it-helpdesk',
    aliases: ['/ITHelpdesk', '/it-support/it-helpdesk'],
    group: 'managed',
    title: '24/7 IT Helpdesk',
    navLabel: 'IT Helpdesk',
    icon: 'headset',
    summary: 'A 24/7 service desk for your staff by phone, email and chat, in English and Arabic.',
    metaDescription:
      '24/7 IT helpdesk for UAE businesses: phone, email and chat support with SLA-backed response times and clear escalation.',
  },
  {
    id: 'it-amc',
    path: '/it-amc',
    aliases: ['/it-support/annual-maintenance', '/ITMaintenance'],
    group: 'managed',
    title: 'IT Annual Maintenance Contract (AMC)',
    navLabel: 'IT Maintenance',
    icon: 'wrench',
    summary:
      'Annual maintenance for computers, servers, network and CCTV with preventive visits and fast repairs.',
    metaDescription:
      'IT AMC in Dubai, Sharjah and Abu Dhabi: preventive maintenance, SLA-backed repairs and onsite visits for computers, servers, network and CCTV.',
  },
  {
    id: 'cybersecurity',
    path: '/cybersecurity',
    aliases: ['/Cybersecurity', '/it-security/cybersecurity'],
    group: 'security',
    title: 'Cybersecurity Services',
    navLabel: 'Cybersecurity',
    icon: 'shield',
    summary:
      'Layered protection: endpoint security, email defence, vulnerability management and incident response.',
    metaDescription:
      'Managed cybersecurity for UAE SMBs: endpoint protection, phishing defence, vulnerability scans and 24/7 incident response.',
  },
  {
    id: 'network-security',
    path: '/network-security',
    aliases: ['/NetworkSecurity', '/it-security/network-security'],
    group: 'security',
    title: 'Network Security',
    navLabel: 'Network Security',
    icon: 'network',
    summary: 'Firewalls, secure Wi-Fi, VPN and segmentation designed, configured and monitored.',
    metaDescription:
      'Network security services in the UAE: managed firewalls, secure Wi-Fi, VPN with MFA and network monitoring.',
  },
  {
    id: 'cloud-security',
    path: '/cloud-security',
    aliases: ['/CloudSecurity', '/it-security/cloud-security'],
    group: 'security',
    title: 'Cloud Security',
    navLabel: 'Cloud Security',
    icon: 'cloud',
    summary:
      'Microsoft 365, Azure and AWS configured securely, with identity protection and backups.',
    metaDescription:
      'Cloud security for Microsoft 365, Azure and AWS in the UAE: identity protection, secure configuration and cloud backup.',
  },
  {
    id: 'data-security',
    path: '/data-security',
    aliases: ['/DataSecurity', '/it-security/data-security'],
    group: 'security',
    title: 'Data Security & Backup',
    navLabel: 'Data Security',
    icon: 'lock',
    summary: 'Encryption, access control and tested backup and recovery for business data.',
    metaDescription:
      'Data security and backup services in the UAE: encryption, access control, daily backups and tested recovery.',
  },
  {
    id: 'compliance',
    path: '/compliance',
    aliases: ['/Compliance', '/it-security/compliance'],
    group: 'security',
    title: 'IT Compliance',
    navLabel: 'Compliance',
    icon: 'file',
    summary: 'Readiness for UAE regulations, ISO 27001 and client security questionnaires.',
    metaDescription:
      'IT compliance services in the UAE: gap assessments, policies and evidence for UAE regulations, ISO 27001 and client audits.',
  },
  {
    id: 'device-management',
    path: '/device-management',
    aliases: ['/DeviceManagement', '/it-services/device-management'],
    group: 'operations',
    title: 'Device Management',
    navLabel: 'Device Management',
    icon: 'server',
    summary:
      'Laptops, desktops and phones set up, patched, secured and tracked from purchase to disposal.',
    metaDescription:
      'Device management for UAE businesses: setup, patching, mobile device management and asset lifecycle tracking.',
  },
  {
    id: 'application-management',
    path: '/application-management',
    aliases: ['/ApplicationManagement', '/it-services/application-management'],
    group: 'operations',
    title: 'Application Management',
    navLabel: 'Application Management',
    icon: 'package',
    summary: 'Business applications installed, licensed, updated and supported.',
    metaDescription:
      'Application management in the UAE: Microsoft 365 and business app support, licence management and vendor liaison.',
  },
  {
    id: 'infrastructure-management',
    path: '/infrastructure-management',
    aliases: ['/InfrastructureManagement', '/it-services/infrastructure-management'],
    group: 'operations',
    title: 'Infrastructure Management',
    navLabel: 'Infrastructure Management',
    icon: 'network',
    summary: 'Servers, storage, network and cabling designed, monitored and maintained.',
    metaDescription:
      'IT infrastructure management in Dubai and Sharjah: servers, storage, networks and cabling monitored and maintained.',
  },
  {
    id: 'employee-it',
    path: '/employee-it-management',
    aliases: ['/EmployeeManagement', '/it-services/employee-it-management'],
    group: 'operations',
    title: 'Employee IT Management',
    navLabel: 'Employee Management',
    icon: 'users',
    summary: 'Joiners, movers and leavers handled end to end: accounts, devices and access.',
    metaDescription:
      'Employee IT management for UAE businesses: onboarding, access changes and secure offboarding.',
  },
  {
    id: 'it-consulting',
    path: '/it-consulting',
    aliases: ['/ITConsulting', '/it-services/it-consulting'],
    group: 'advisory',
    title: 'IT Consulting & Strategy',
    navLabel: 'IT Consulting',
    icon: 'briefcase',
    summary: 'Roadmaps, budgets and projects that align technology with your business plans.',
    metaDescription:
      'IT consulting in the UAE: assessments, IT roadmaps and budgets, cloud migration and project management.',
  },
];
