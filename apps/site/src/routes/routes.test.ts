import { describe, expect, it } from 'vitest';
import { ROUTE_DESCRIPTIONS } from '@content/descriptions';
import { ROUTES, routeById } from './routes';
import { resolveAnyAddress } from './moved';
import { SCREEN_PATHS, screenPath } from './screen-paths';
import { ROUTE_ENTRIES, resolveAddress } from './table';
import { headHtml } from '../head/head-html';
import { sitemapXml } from '../../scripts/outputs/sitemap';

// Every path of both route tables of the specification (site-core.md §2, site-pages.md §2).
const SPEC_PATHS: Record<string, string[]> = {
  home: ['/', '/Home'],
  about: ['/about', '/About'],
  pricing: ['/pricing', '/Pricing'],
  packages: ['/packages', '/Packages'],
  'it-outsourcing': [
    '/it-outsourcing-managed-services',
    '/managed-services',
    '/ITOutsourcing',
    '/it-support/it-outsourcing-msp',
  ],
  'it-helpdesk': ['/it-helpdesk', '/ITHelpdesk'],
  'it-amc': ['/it-support/annual-maintenance', '/it-amc', '/ITMaintenance'],
  cybersecurity: ['/cybersecurity', '/Cybersecurity', '/it-security/cybersecurity'],
  'network-security': ['/network-security', '/NetworkSecurity', '/it-security/network-security'],
  'cloud-security': ['/cloud-security', '/CloudSecurity'],
  'data-security': ['/data-security', '/DataSecurity'],
  compliance: ['/compliance', '/Compliance'],
  'device-management': [
    '/device-management',
    '/DeviceManagement',
    '/it-services/device-management',
  ],
  'application-management': ['/application-management', '/ApplicationManagement'],
  'infrastructure-management': ['/infrastructure-management', '/InfrastructureManagement'],
  'employee-it': ['/employee-it-management', '/EmployeeManagement'],
  'it-consulting': ['/it-consulting', '/ITConsulting'],
  legal: ['/legal', '/LegalInformation'],
  privacy: ['/privacy-policy', '/PrivacyPolicy'],
  infosec: ['/information-security-policy', '/InformationSecurityPolicy'],
  // Not in the specification: issue #37's vulnerability disclosure policy, security.txt's Policy.
  disclosure: ['/vulnerability-disclosure'],
  careers: ['/careers', '/Careers'],
  contact: ['/contact', '/contact-us', '/ContactUs'],
  sla: ['/sla'],
  rfi: ['/rfi-rfp'],
  checklist: ['/resources/it-amc-checklist'],
  services: ['/services'],
  'smb-packages': ['/smb-packages'],
  'on-demand': ['/on-demand-support'],
  // Not in the specification: issue #36's page a booking's confirmation mail links to.
  'booking-change': ['/on-demand-support/booking'],
};

describe('the routes table', () => {
  it.each(Object.entries(SPEC_PATHS).flatMap(([id, paths]) => paths.map((path) => [path, id])))(
    '%s shows the %s screen',
    (path, id) => {
      // As the server answers it: an old address is a screen too, under its canonical address.
      const resolved = resolveAnyAddress(path);
      expect(resolved.type).toBe('page');
      if (resolved.type === 'page') expect(resolved.entry.id).toBe(id);
    },
  );

  it('has one lower-case canonical path per screen', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toBe(path.toLowerCase());
    expect(ROUTES).toHaveLength(Object.keys(SPEC_PATHS).length);
  });

  it('names a path for every screen that is not a service (screenPath)', () => {
    const screens = ROUTES.filter((route) => route.id === route.kind).map((route) => route.id);
    expect(Object.keys(SCREEN_PATHS).sort()).toEqual(screens.sort());
    for (const id of screens)
      expect(screenPath(id as keyof typeof SCREEN_PATHS)).toBe(routeById(id).path);
  });

  it('marks only the canonical path as canonical', () => {
    expect(resolveAddress('/about')).toMatchObject({ canonical: true });
    expect(resolveAddress('/About')).toMatchObject({ canonical: false });
    expect(resolveAddress('/about/')).toMatchObject({ type: 'page', canonical: false });
    expect(resolveAnyAddress('/ContactUs')).toMatchObject({ path: '/contact', canonical: false });
  });

  it.each([
    ['/calculator', '/pricing'],
    ['/Calculator', '/pricing'],
    ['/Legal', '/legal'],
    ['/Contact', '/contact'],
  ])('redirects %s to %s', (from, to) => {
    const resolved = resolveAnyAddress(from);
    // /Legal and /Contact match their screens case-insensitively; both land on the canonical path.
    if (resolved.type === 'page') expect(resolved.path).toBe(to);
    else expect(resolved).toEqual({ type: 'redirect', to });
  });

  it('sends /login to the client portal and anything else home', () => {
    expect(resolveAddress('/login')).toEqual({ type: 'login' });
    expect(resolveAddress('/no-such-page')).toEqual({ type: 'unknown', home: '/' });
    expect(resolveAddress('/it-security/unknown')).toEqual({ type: 'unknown', home: '/' });
  });
});

// Issue #28: every canonical path has an Arabic twin under /ar; aliases stay English.
describe('the Arabic addresses', () => {
  it.each(ROUTES.map((route) => [route.id, route.path]))(
    'the %s screen (%s) has its twin under /ar, canonical there',
    (id, path) => {
      const arabic = path === '/' ? '/ar' : `/ar${path}`;
      expect(resolveAddress(arabic)).toMatchObject({
        type: 'page',
        entry: { id },
        language: 'ar',
        path: arabic,
        canonical: true,
      });
    },
  );

  it('ignores letter case and a trailing slash, and sends them to the canonical address', () => {
    expect(resolveAddress('/AR/Pricing/')).toMatchObject({
      type: 'page',
      path: '/ar/pricing',
      canonical: false,
    });
    expect(resolveAddress('/ar/')).toMatchObject({ type: 'page', path: '/ar', canonical: false });
  });

  it('keeps the aliases English-only: under /ar they are unknown, and go to /ar', () => {
    for (const alias of ['/Home', '/ContactUs', '/managed-services', '/it-security/cybersecurity'])
      expect(resolveAnyAddress(`/ar${alias}`)).toEqual({ type: 'unknown', home: '/ar' });
  });

  it('redirects /ar/calculator to /ar/pricing, as the English one does', () => {
    expect(resolveAnyAddress('/ar/calculator')).toEqual({ type: 'redirect', to: '/ar/pricing' });
  });

  it('sends an unknown path under /ar/ to /ar, and every other one to /', () => {
    expect(resolveAddress('/ar/no-such-page')).toEqual({ type: 'unknown', home: '/ar' });
    expect(resolveAddress('/arabic')).toEqual({ type: 'unknown', home: '/' });
    expect(resolveAddress('/ar/login')).toEqual({ type: 'unknown', home: '/ar' });
  });

  describe('the descriptions', () => {
    // Search engines show about 160 characters; a short one says too little to choose the result.
    it('gives every screen a description of 50 to 160 characters, and no other id one', () => {
      expect(Object.keys(ROUTE_DESCRIPTIONS).sort()).toEqual(ROUTES.map((r) => r.id).sort());
      for (const description of Object.values(ROUTE_DESCRIPTIONS)) {
        expect(description.length).toBeGreaterThanOrEqual(50);
        expect(description.length).toBeLessThanOrEqual(160);
      }
    });
  });
});

// Issue #36: the page a booking's confirmation mail links to, with the booking's token after `#`.
describe('the booking-change page', () => {
  const SITE_URL = 'https://example.ae';

  it('is /on-demand-support/booking in English and /ar/on-demand-support/booking in Arabic', () => {
    expect(resolveAddress('/on-demand-support/booking')).toMatchObject({
      type: 'page',
      entry: { id: 'booking-change' },
      language: 'en',
      canonical: true,
    });
    expect(resolveAddress('/ar/on-demand-support/booking')).toMatchObject({
      type: 'page',
      entry: { id: 'booking-change' },
      language: 'ar',
      canonical: true,
    });
  });

  it('is left out of the sitemap, in both languages, while its parent page stays', () => {
    const sitemap = sitemapXml(ROUTE_ENTRIES, SITE_URL);
    expect(sitemap).not.toContain('/on-demand-support/booking');
    expect(sitemap).toContain(`<loc>${SITE_URL}/on-demand-support</loc>`);
    expect(sitemap).toContain(`<loc>${SITE_URL}/ar/on-demand-support</loc>`);
  });

  it('is noindex and sends no referrer; no other page is either', () => {
    const robots = '<meta name="robots" content="noindex">';
    const referrer = '<meta name="referrer" content="no-referrer">';
    const head = headHtml(routeById('booking-change'));
    expect(head).toContain(robots);
    expect(head).toContain(referrer);
    for (const route of ROUTES.filter((r) => r.id !== 'booking-change')) {
      expect(headHtml(route)).not.toContain(robots);
      expect(headHtml(route)).not.toContain(referrer);
    }
  });
});
