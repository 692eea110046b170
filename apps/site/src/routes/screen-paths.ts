import { LANGUAGE } from '@content/language';
import { localizedPath } from '../languages/languages';
import type { PageRouteId } from './table';

/**
 * Each screen's canonical English address (lower case; the Arabic one is under `/ar`), apart from
 * the routes table, which takes them from here: a form's link to a screen (the privacy policy
 * under every form) costs the browser these few paths, not the table with every service.
 */
export const SCREEN_PATHS = {
  home: '/',
  about: '/about',
  services: '/services',
  pricing: '/pricing',
  packages: '/packages',
  'smb-packages': '/smb-packages',
  'on-demand': '/on-demand-support',
  sla: '/sla',
  rfi: '/rfi-rfp',
  checklist: '/resources/it-amc-checklist',
  careers: '/careers',
  contact: '/contact',
  legal: '/legal',
  privacy: '/privacy-policy',
  infosec: '/information-security-policy',
  disclosure: '/vulnerability-disclosure',
  'booking-change': '/on-demand-support/booking',
} as const satisfies Readonly<Record<PageRouteId, string>>;

/**
 * A screen's address in this build's language, as `routeById(id).path` gives it (the Arabic
 * build's under `/ar`).
 *
 * @example
 * screenPath('privacy'); // => '/privacy-policy'
 */
export function screenPath(id: PageRouteId): string {
  return localizedPath(SCREEN_PATHS[id], LANGUAGE.code);
}
