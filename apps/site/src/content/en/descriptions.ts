import { RFI_REPLY_WITHIN } from './reply-within';

/**
 * Each route's meta description, by route id. Apart from the routes table, which every page loads:
 * the prerender writes a page's description into its HTML, and the browser never needs them.
 */
export const ROUTE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  home: 'IT maintenance contracts (AMC), IT outsourcing, a 24/7 helpdesk, cybersecurity and cloud services for businesses in Dubai, Sharjah and Abu Dhabi.',
  about:
    'A UAE managed IT services provider with a Dubai Silicon Oasis headquarters and a Sharjah technology lab, certified engineers and 24/7 support.',
  services:
    'Managed IT and outsourcing, cybersecurity, IT operations and consulting services for UAE businesses.',
  'it-outsourcing':
    'Managed IT services and IT outsourcing in Dubai and Sharjah: helpdesk, monitoring, onsite engineers and monthly reporting on one plan.',
  'it-helpdesk':
    '24/7 IT helpdesk for UAE businesses: phone, email and chat support with SLA-backed response times and clear escalation.',
  'it-amc':
    'IT AMC in Dubai, Sharjah and Abu Dhabi: preventive maintenance, SLA-backed repairs and onsite visits for computers, servers, network and CCTV.',
  cybersecurity:
    'Managed cybersecurity for UAE SMBs: endpoint protection, phishing defence, vulnerability scans and 24/7 incident response.',
  'network-security':
    'Network security services in the UAE: managed firewalls, secure Wi-Fi, VPN with MFA and network monitoring.',
  'cloud-security':
    'Cloud security for Microsoft 365, Azure and AWS in the UAE: identity protection, secure configuration and cloud backup.',
  'data-security':
    'Data security and backup services in the UAE: encryption, access control, daily backups and tested recovery.',
  compliance:
    'IT compliance services in the UAE: gap assessments, policies and evidence for UAE regulations, ISO 27001 and client audits.',
  'device-management':
    'Device management for UAE businesses: setup, patching, mobile device management and asset lifecycle tracking.',
  'application-management':
    'Application management in the UAE: Microsoft 365 and business app support, licence management and vendor liaison.',
  'infrastructure-management':
    'IT infrastructure management in Dubai and Sharjah: servers, storage, networks and cabling monitored and maintained.',
  'employee-it':
    'Employee IT management for UAE businesses: onboarding, access changes and secure offboarding.',
  'it-consulting':
    'IT consulting in the UAE: assessments, IT roadmaps and budgets, cloud migration and project management.',
  pricing:
    'Estimate your monthly managed IT cost: users, servers, network, sites, support hours, add-ons and licences.',
  packages:
    'Essential Care, Business Plus and Enterprise 24/7 managed IT packages, on-demand support and a side-by-side comparison.',
  'smb-packages':
    'IT support packages for small businesses in Jumeirah and Dubai, from AED 999 per month, with add-on kits for clinics, salons, cafes and shops.',
  'on-demand':
    'Book remote or onsite IT support by the hour anywhere in the UAE, with an instant quote in Gulf time.',
  'booking-change':
    'See your on-demand IT support booking, move it to another date and hour, or cancel it.',
  sla: 'Response and resolution targets for P1 to P4 incidents, support hours, incident lifecycle and the escalation matrix.',
  rfi: `Send us your RFI or RFP document for managed IT, AMC or security services; we reply within ${RFI_REPLY_WITHIN}.`,
  checklist:
    'Download the IT AMC checklist: what a good annual maintenance contract covers, from SLAs to backups and reporting.',
  careers: 'Join our team of IT support, network and security engineers in Dubai and Sharjah.',
  contact: 'Call, email or visit our Dubai Silicon Oasis office. 24/7 support for emergencies.',
  legal: 'Company and legal information for our website and services.',
  privacy: 'How we collect, use and protect personal data, under UAE law.',
  infosec:
    'Our commitments and controls for confidentiality, integrity and availability of client data.',
  disclosure:
    'How to report a security vulnerability in our website or services, and what we do with your report.',
};
