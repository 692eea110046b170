import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { oldAddressMoves } from '../src/routes/moved';
import { ROUTES, dataLayer, expectHeading, hydrated, watchConsole } from './helpers';

test.describe('every canonical route', () => {
  for (const route of ROUTES) {
    // How it hydrates, in either language, is every-page.spec's.
    test(`${route.path} is prerendered with its head`, async ({ request }) => {
      const raw = await request.get(route.path);
      expect(raw.status()).toBe(200);
      const html = await raw.text();
      // The head is in the raw HTML, before any JavaScript runs.
      const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
      expect(canonical).toMatch(
        new RegExp(`^https?://[^/]+${route.path === '/' ? '/' : route.path}$`),
      );
      expect(html).toContain(`<meta name="description" content="`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
      expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image">/);
      expect(html).toMatch(/<style[^>]*data-styled/);
      const jsonLd = [
        ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
      ].map((m) => JSON.parse(m[1]!));
      const types = jsonLd.map((d) => d['@type']);
      const expected: Record<string, string[]> = {
        home: ['LocalBusiness', 'WebSite'],
        about: ['AboutPage', 'BreadcrumbList'],
        service: ['Service', 'BreadcrumbList'],
        amc: ['Service', 'BreadcrumbList', 'FAQPage'],
      };
      for (const type of expected[route.kind] ?? ['BreadcrumbList']) expect(types).toContain(type);
    });
  }
});

test.describe('aliases and redirects', () => {
  for (const { from: alias, to: canonical } of oldAddressMoves()) {
    test(`${alias} answers 301 to ${canonical} and shows that screen`, async ({
      page,
      request,
    }) => {
      const response = await request.get(alias, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(canonical);
      await page.goto(alias);
      expect(new URL(page.url()).pathname).toBe(canonical);
      await expectHeading(page);
    });
  }

  for (const [from, to] of [
    ['/calculator', '/pricing'],
    ['/Calculator', '/pricing'],
    ['/Legal', '/legal'],
    ['/Contact', '/contact'],
    ['/ABOUT/', '/about'],
  ] as const) {
    test(`${from} redirects to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(to);
    });
  }

  test('/login goes to the client portal', async ({ request }) => {
    const response = await request.get('/login', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(/^https:\/\//);
  });

  test('an unknown path goes home silently', async ({ page, request }) => {
    const response = await request.get('/no/such/page', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/');
    await page.goto('/not-a-page');
    await expect(page).toHaveURL(/\/$/);
    await expectHeading(page);
  });

  test('a missing asset is a 404, not a redirect', async ({ request }) => {
    expect((await request.get('/assets/missing.js', { maxRedirects: 0 })).status()).toBe(404);
  });
});

test.describe('navigation', () => {
  /** Marks the document on screen, so that a later check tells whether a new one replaced it. */
  const markDocument = (page: Page) =>
    page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
  const sameDocument = (page: Page) =>
    page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);
  const pageViews = async (page: Page) =>
    (await dataLayer(page)).filter((event) => event.event === 'page_view');

  test('a link loads its page as a new document, at its top, with one page_view of its own', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    expect((await pageViews(page)).map((view) => view.page_path)).toEqual(['/']);
    await markDocument(page);
    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(() => window.scrollY > 500);
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'About Us' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('h1')).toHaveText('Your Trusted IT Partner in the UAE');
    expect(await sameDocument(page)).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await hydrated(page);
    const views = await pageViews(page);
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      page_path: '/about',
      page_title: expect.stringContaining('About Us'),
      page_location: expect.stringMatching(/\/about$/),
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Packages' })
      .click();
    await expect(page).toHaveURL(/\/packages$/);
    await hydrated(page);
    expect((await pageViews(page)).map((view) => view.page_path)).toEqual(['/packages']);
  });

  test('each page’s head is its own document’s, as prerendered', async ({ page, request }) => {
    await page.goto('/');
    const go = async (nav: string, name: string, path: string) => {
      await page.getByRole('navigation', { name: nav }).getByRole('link', { name }).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    };
    const prerendered = async (path: string) =>
      page.evaluate(readHead, await (await request.get(path)).text());
    const live = () => page.evaluate(readHead, null);
    const [home, about, packages] = await Promise.all(
      ['/', '/about', '/packages'].map(prerendered),
    );
    expect(await live()).toEqual(home);
    await go('Footer', 'About Us', '/about');
    expect(await live()).toEqual(about);
    await go('Main', 'Packages', '/packages');
    expect(await live()).toEqual(packages);
  });

  test('page links are prefetched by speculation rules the CSP allows', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    const rules = JSON.parse(
      (await page.locator('script[type="speculationrules"]').textContent()) ?? '',
    ) as { prefetch: { eagerness: string }[] };
    expect(rules.prefetch.map((rule) => rule.eagerness)).toEqual(['moderate']);
    // Hovering a page's link fetches it ahead, as a prefetch the browser keeps for the click.
    const prefetched = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/about' &&
        request.headers()['sec-purpose']?.includes('prefetch') === true,
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About', exact: true })
      .hover();
    await prefetched;
    await hydrated(page);
    expect(problems).toEqual([]);
  });

  test('opens at the #anchor of the address', async ({ page }) => {
    await page.goto('/packages#compare');
    await hydrated(page);
    await expect(page.locator('#compare')).toBeInViewport();
  });

  test('every internal link of every page resolves to a screen', async ({ request }) => {
    const links = new Set<string>();
    for (const route of ROUTES) {
      const html = await (await request.get(route.path)).text();
      for (const match of html.matchAll(/href="(\/[^"#?]*)[^"]*"/g)) links.add(match[1]!);
    }
    // /login leaves the site for the client portal (checked above).
    const pages = [...links].filter(
      (href) => !href.startsWith('/assets/') && !href.includes('.') && href !== '/login',
    );
    expect(pages.length).toBeGreaterThan(25);
    for (const href of pages) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      const landed = new URL(response.url()).pathname;
      if (href !== '/' && href !== '/Home')
        expect(landed, `${href} must not fall back to home`).not.toBe('/');
    }
  });
});

test('serves the security headers and compresses text', async ({ request }) => {
  const response = await request.get('/services', { headers: { 'accept-encoding': 'gzip, br' } });
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-encoding']).toMatch(/gzip|br/);
  // The same rules ship to a static host.
  const dist = join(import.meta.dirname, '..', 'dist');
  expect(readFileSync(join(dist, 'client', '_headers'), 'utf8')).toContain(
    `Content-Security-Policy: ${headers['content-security-policy']}`,
  );
  expect(readFileSync(join(dist, 'client', '_redirects'), 'utf8')).toContain(
    '/ITOutsourcing  /it-outsourcing-managed-services  301',
  );
  expect(readFileSync(join(dist, 'nginx-site.conf'), 'utf8')).toContain(
    'return 301 /it-outsourcing-managed-services;',
  );
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/it-amc</loc>');
});

/** The title and the head fields a route sets: of the live document (`null`), or of prerendered HTML. */
function readHead(html: string | null) {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
  const read = (selector: string, attribute: string) =>
    doc.head.querySelector(selector)?.getAttribute(attribute) ?? null;
  return {
    title: doc.title,
    canonical: read('link[rel="canonical"]', 'href'),
    description: read('meta[name="description"]', 'content'),
    ogTitle: read('meta[property="og:title"]', 'content'),
    ogDescription: read('meta[property="og:description"]', 'content'),
    ogUrl: read('meta[property="og:url"]', 'content'),
    twitterTitle: read('meta[name="twitter:title"]', 'content'),
    twitterDescription: read('meta[name="twitter:description"]', 'content'),
    alternates: ['en', 'ar', 'x-default'].map((hreflang) =>
      read(`link[rel="alternate"][hreflang="${hreflang}"]`, 'href'),
    ),
  };
}
