import type { FooterCopy } from '../shapes/footer';

export const FOOTER: FooterCopy = {
  columns: {
    services: 'Services',
    resources: 'Resources',
    company: 'Company',
    legal: 'Legal',
  },
  links: {
    amc: 'IT Maintenance (AMC)',
    helpdesk: '24/7 IT Helpdesk',
    pricing: 'Pricing',
    sla: 'SLA & Escalation',
    rfi: 'Submit RFI / RFP',
    checklist: 'IT AMC Checklist (PDF)',
    clientLogin: 'Client Login',
    about: 'About Us',
    careers: 'Careers',
    contact: 'Contact',
    legal: 'Legal Information',
    privacy: 'Privacy Policy',
    infosec: 'Information Security Policy',
  },
  linkedIn: 'LinkedIn',
  partnersLabel: 'Partners and affiliations',
  officeHours: (opens: string, closes: string) =>
    `Office hours: Sunday to Thursday, ${opens} to ${closes} UAE time. Location: Dubai Silicon Oasis, Dubai, UAE. 24/7 helpdesk for clients.`,
  cookieSettings: 'Cookie settings',
};

/** Partner and affiliation marks' names, in the order `PARTNER_MARKS` draws them. */
export const PARTNER_NAMES: readonly string[] = [
  'Microsoft Partner',
  'Cisco Technology Partner',
  'Fortinet Partner',
  'Dell Technologies Partner',
  'ISO 27001 aligned practices',
  'Dubai Silicon Oasis member',
];
