import { SERVICES } from './services';
import { required } from '../../required';

/** The footer's link columns. */
export function footerColumns(clientPortalUrl: string) {
  const service = (id: string, label?: string) => {
    const s = required(
      SERVICES.find((x) => x.id === id),
      `the service ${id}`,
    );
    return { label: label ?? s.navLabel, href: s.path };
  };
  return [
    {
      title: 'Services',
      links: [
        service('it-amc', 'IT Maintenance (AMC)'),
        service('it-outsourcing'),
        service('it-helpdesk', '24/7 IT Helpdesk'),
        service('infrastructure-management'),
        service('device-management'),
        service('application-management'),
        service('cybersecurity'),
      ],
    },
    {
      title: 'Resources',
      links: [
        { label: 'Pricing', href: '/pricing' },
        { label: 'SLA & Escalation', href: '/sla' },
        { label: 'Submit RFI / RFP', href: '/rfi-rfp' },
        { label: 'IT AMC Checklist (PDF)', href: '/resources/it-amc-checklist' },
        { label: 'Client Login', href: clientPortalUrl, external: true },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About Us', href: '/about' },
        { label: 'Careers', href: '/careers' },
        { label: 'Contact', href: '/contact' },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Legal Information', href: '/legal' },
        { label: 'Privacy Policy', href: '/privacy-policy' },
        { label: 'Information Security Policy', href: '/information-security-policy' },
      ],
    },
  ];
}

/** Partner and affiliation marks shown in the footer (simple SVG marks drawn by `SiteFooter`). */
export const PARTNERS: readonly { readonly name: string; readonly initials: string }[] = [
  { name: 'Microsoft Partner', initials: 'MS' },
  { name: 'Cisco Technology Partner', initials: 'CS' },
  { name: 'Fortinet Partner', initials: 'FT' },
  { name: 'Dell Technologies Partner', initials: 'DL' },
  { name: 'ISO 27001 aligned practices', initials: 'ISO' },
  { name: 'Dubai Silicon Oasis member', initials: 'DSO' },
];
