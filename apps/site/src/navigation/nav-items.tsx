import type { NavItem } from '@acme/ui';
import { NamedIcon } from '../components/icons';
import { SIDE_NAV, type NavEntry } from './side-nav';

function toNavItem(entry: NavEntry): NavItem {
  return {
    label: entry.label,
    href: entry.href,
    icon: entry.icon ? <NamedIcon name={entry.icon} /> : undefined,
    children: entry.children?.map(toNavItem),
  };
}

/** The side navigation's entries as the navigation component takes them. */
export const NAV_ITEMS = SIDE_NAV.map(toNavItem);
