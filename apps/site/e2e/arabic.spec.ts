import { expect, test, type Page } from '@playwright/test';
import { localizedPath } from '../src/languages/languages';
import { ROUTE_ENTRIES } from '../src/routes/table';
import { hydrated } from './helpers';

// Issue #28: every canonical English path has an Arabic twin under /ar.
const ARABIC = ROUTE_ENTRIES.map((entry) => ({
  english: entry.path,
  arabic: localizedPath(entry.path, 'ar'),
  unlisted: entry.unlisted,
}));

const switchLink = (page: Page, name: string) =>
  page.locator(`a[hreflang]:visible`, { hasText: name });

// Every Arabic route's answer, lang and dir, heading, axe, width at 375 px and switch link are
// checked on the loads of every-page.spec.

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the drawer opens from the right', async ({ page }) => {
    await page.goto('/ar');
    await hydrated(page);
    await page.locator('header button[aria-expanded]').click();
    const panel = page.locator('aside[data-state="open"]');
    await expect(panel).toBeVisible();
    // Settled where it slides to: its right edge on the screen's.
    await expect
      .poll(async () => Math.round((await panel.boundingBox())?.x ?? -1), {
        message: 'waited for the side panel to settle at the screen’s right edge',
      })
      .toBe(375 - Math.round((await panel.boundingBox())?.width ?? 0));
  });
});

test.describe('the language switch', () => {
  for (const [english, arabic] of [
    ['/pricing?users=25&servers=2#results', '/ar/pricing?users=25&servers=2#results'],
    ['/packages#compare', '/ar/packages#compare'],
    ['/contact?utm_source=newsletter', '/ar/contact?utm_source=newsletter'],
  ] as const) {
    test(`${english} ⇄ ${arabic}: the query and the hash go along, both ways`, async ({ page }) => {
      await page.goto(english);
      await hydrated(page);
      await switchLink(page, 'العربية').click();
      await expect(page).toHaveURL(new RegExp(`${arabic.replace(/[?]/g, '\\?')}$`));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await hydrated(page);
      await switchLink(page, 'English').click();
      await expect(page).toHaveURL(new RegExp(`${english.replace(/[?]/g, '\\?')}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }
});

test.describe('over HTTP, against the built site', () => {
  test('every page of both languages names the same alternates, reciprocal and absolute', async ({
    request,
  }) => {
    for (const { english, arabic } of ARABIC) {
      const heads = await Promise.all(
        [english, arabic].map(async (path) => {
          const html = await (await request.get(path)).text();
          return [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)]
            .map(([, hreflang, href]) => `${hreflang} ${href}`)
            .sort();
        }),
      );
      expect(heads[0], english).toEqual(heads[1]);
      const byLanguage = new Map(heads[0]!.map((line) => line.split(' ') as [string, string]));
      expect(new URL(String(byLanguage.get('en'))).pathname).toBe(english);
      expect(new URL(String(byLanguage.get('ar'))).pathname).toBe(arabic);
      expect(byLanguage.get('x-default')).toBe(byLanguage.get('en'));
    }
  });

  test('the sitemap lists both languages, each with its alternates', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
    // A page reached only from a mail (the booking-change page) is in neither language.
    const listed = ARABIC.filter((route) => !route.unlisted);
    expect(urls).toHaveLength(listed.length * 2);
    for (const { english, arabic } of listed) {
      for (const path of [english, arabic]) {
        const url = urls.find(([, loc]) => new URL(loc!).pathname === path);
        expect(url, path).toBeDefined();
        for (const [hreflang, target] of [
          ['en', english],
          ['ar', arabic],
          ['x-default', english],
        ])
          expect(url![2]).toMatch(
            new RegExp(`hreflang="${hreflang}" href="[^"]+${target === '/' ? '/' : target}"`),
          );
      }
    }
  });

  test('/ar/calculator answers 301 to /ar/pricing; an unknown /ar/ path goes to /ar, others to /', async ({
    request,
  }) => {
    const calculator = await request.get('/ar/calculator', { maxRedirects: 0 });
    expect(calculator.status()).toBe(301);
    expect(calculator.headers().location).toBe('/ar/pricing');
    const unknown = await request.get('/ar/no-such-page', { maxRedirects: 0 });
    expect(unknown.status()).toBe(302);
    expect(unknown.headers().location).toBe('/ar');
    const alias = await request.get('/ar/ContactUs', { maxRedirects: 0 });
    expect(alias.headers().location).toBe('/ar');
    const english = await request.get('/no-such-page', { maxRedirects: 0 });
    expect(english.headers().location).toBe('/');
  });
});
