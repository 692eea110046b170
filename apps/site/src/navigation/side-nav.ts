import { NAV_LABELS } from '@content/navigation';
import { SERVICES } from '@content/services';
import type { ServiceId } from '../catalogue/services';
import { required } from '../required';
import { routeById, type RouteId } from '../routes/routes';

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

/** A screen's link, to its address in this build's language. */
const page = (id: RouteId, label: string, icon: NavEntry['icon']): NavEntry => ({
  label,
  href: routeById(id).path,
  icon,
});

/** A service's link, named by its side-navigation label. */
const serviceLink = (id: ServiceId): NavEntry => {
  const service = required(
    SERVICES.find((s) => s.id === id),
    `the service ${id}`,
  );
  return { label: service.navLabel, href: routeById(id).path };
};

/** The side links and groups of the shared layout, in the specification's order. */
export const SIDE_NAV: readonly NavEntry[] = [
  page('home', NAV_LABELS.home, 'home'),
  page('about', NAV_LABELS.about, 'info'),
  {
    label: NAV_LABELS.support,
    icon: 'wrench',
    children: (['it-outsourcing', 'it-helpdesk', 'it-amc'] as const).map(serviceLink),
  },
  {
    label: NAV_LABELS.security,
    icon: 'shield',
    children: (
      [
        'cybersecurity',
        'network-security',
        'cloud-security',
        'data-security',
        'compliance',
      ] as const
    ).map(serviceLink),
  },
  {
    label: NAV_LABELS.services,
    icon: 'server',
    children: (
      [
        'device-management',
        'application-management',
        'infrastructure-management',
        'employee-it',
        'it-consulting',
      ] as const
    ).map(serviceLink),
  },
  page('packages', NAV_LABELS.packages, 'package'),
  page('on-demand', NAV_LABELS.onDemand, 'clock'),
  page('pricing', NAV_LABELS.pricing, 'calculator'),
  page('careers', NAV_LABELS.careers, 'briefcase'),
];
