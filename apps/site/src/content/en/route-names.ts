import { POLICY_TITLES } from './policy-titles';
import type { PageRouteId } from '../../routes/table';
import type { RouteName } from '../shapes/route-names';

export type { RouteName } from '../shapes/route-names';

/** Each screen's name that is not a service's (those are the services' titles). */
export const ROUTE_NAMES: Readonly<Record<PageRouteId, RouteName>> = {
  home: { title: 'Managed IT Services Provider in UAE', breadcrumb: 'Home' },
  about: { title: 'About Us', breadcrumb: 'About' },
  services: { title: 'IT Services Catalogue', breadcrumb: 'Services' },
  pricing: { title: 'Pricing Calculator', breadcrumb: 'Pricing' },
  packages: { title: 'Managed IT Packages', breadcrumb: 'Packages' },
  'smb-packages': { title: 'Small Business IT Packages', breadcrumb: 'Small business packages' },
  'on-demand': { title: 'Book On-Demand IT Support', breadcrumb: 'On-demand support' },
  'booking-change': { title: 'Change Your Booking', breadcrumb: 'Your booking' },
  sla: { title: 'SLA & Escalation Matrix', breadcrumb: 'SLA & Escalation' },
  rfi: { title: 'Submit an RFI / RFP', breadcrumb: 'Submit RFI / RFP' },
  checklist: { title: 'IT AMC Checklist (PDF)', breadcrumb: 'IT AMC Checklist' },
  careers: { title: 'Careers', breadcrumb: 'Careers' },
  contact: { title: 'Contact Us', breadcrumb: 'Contact' },
  legal: { title: POLICY_TITLES.legal, breadcrumb: 'Legal information' },
  privacy: { title: POLICY_TITLES.privacy, breadcrumb: 'Privacy policy' },
  infosec: { title: POLICY_TITLES.infosec, breadcrumb: 'Information security policy' },
  disclosure: { title: POLICY_TITLES.disclosure, breadcrumb: 'Vulnerability disclosure' },
};
