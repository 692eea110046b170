import { SERVICES } from './services';
import { required } from '../../required';

/** A side-navigation entry as data; icons are named and drawn by the shell. */
export interface NavEntry {
  readonly label: string;
  readonly href?: string;
  readonly icon?:
    | 'home'
    | 'info'
    | 'wrench'
    | 'shield'
    | 'server'
    | 'package'
    | 'clock'
    | 'calculator'
    | 'briefcase';
  readonly children?: readonly NavEntry[];
}

const serviceLink = (id: string): NavEntry => {
  const service = required(
    SERVICES.find((s) => s.id === id),
    `the service ${id}`,
  );
  return { label: service.navLabel, href: service.path };
};

/** The side links and groups of the shared layout, in the specification's order. */
export const SIDE_NAV: readonly NavEntry[] = [
  { label: 'Home', href: '/', icon: 'home' },
  { label: 'About', href: '/about', icon: 'info' },
  {
    label: 'IT Support',
    icon: 'wrench',
    children: ['it-outsourcing', 'it-helpdesk', 'it-amc'].map(serviceLink),
  },
  {
    label: 'IT Security',
    icon: 'shield',
    children: [
      'cybersecurity',
      'network-security',
      'cloud-security',
      'data-security',
      'compliance',
    ].map(serviceLink),
  },
  {
    label: 'IT Services',
    icon: 'server',
    children: [
      'device-management',
      'application-management',
      'infrastructure-management',
      'employee-it',
      'it-consulting',
    ].map(serviceLink),
  },
  { label: 'Packages', href: '/packages', icon: 'package' },
  { label: 'On-Demand Support', href: '/on-demand-support', icon: 'clock' },
  { label: 'Pricing', href: '/pricing', icon: 'calculator' },
  { label: 'Careers', href: '/careers', icon: 'briefcase' },
];
