import { ButtonLink } from './Button/Button';
import { HomeIcon, InfoIcon, ShieldIcon, WrenchIcon } from './icons/icons';
import type { FooterColumn } from './Footer/Footer';
import type { NavItem } from './SideNav/SideNav';

/** Example navigation for stories and tests (the real one lives in the app). */
export const EXAMPLE_NAV: NavItem[] = [
  { label: 'Home', href: '/', icon: <HomeIcon /> },
  { label: 'About', href: '/about', icon: <InfoIcon /> },
  {
    label: 'IT Support',
    icon: <WrenchIcon />,
    children: [
      { label: 'IT Outsourcing', href: '/it-outsourcing-managed-services' },
      { label: 'IT Helpdesk', href: '/it-helpdesk' },
    ],
  },
  {
    label: 'IT Security',
    icon: <ShieldIcon />,
    children: [
      { label: 'Cybersecurity', href: '/cybersecurity' },
      { label: 'Network Security', href: '/network-security' },
    ],
  },
];

/** Example footer columns for stories and tests. */
export const EXAMPLE_COLUMNS: FooterColumn[] = [
  { title: 'Services', links: [{ label: 'IT Maintenance', href: '/it-amc' }] },
  {
    title: 'Resources',
    links: [
      { label: 'SLA & Escalation', href: '/sla' },
      { label: 'Client Login', href: 'https://portal.example.com', external: true },
    ],
  },
];

export const EXAMPLE_PROMO_ACTION = <ButtonLink href="/contact">Contact Us Now</ButtonLink>;
