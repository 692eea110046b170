export { SideNav, isCurrentPath } from './SideNav';
export type { NavItem } from './SideNav';
