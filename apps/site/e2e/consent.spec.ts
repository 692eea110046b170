import { expect, test } from '@playwright/test';
import { ANALYTICS_ID, ANALYTICS_URL } from '../playwright.config';
import { watchGoogle } from './google-tag';
import { axeClean, consentBanner as banner, dataLayer, hydrated } from './helpers';
import { BUILDS, scriptOf } from './scripts';

test.describe('with an analytics ID built in', () => {
  test.use({ baseURL: ANALYTICS_URL });

  test('asks first: nothing reaches Google before consent; Accept loads the tag and page_view reaches it', async ({
    page,
  }) => {
    const google = await watchGoogle(page);
    await page.goto('/pricing');
    await hydrated(page);
    await expect(banner(page)).toBeVisible();
    await axeClean(page);
    // Everything the page asks for of itself has been asked for once its network is quiet.
    await page.waitForLoadState('networkidle');
    expect(google).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect
      .poll(() => google.some((url) => url.includes(`/gtag/js?id=${ANALYTICS_ID}`)), {
        message: 'waited for the request of Google’s tag',
      })
      .toBe(true);
    await expect
      .poll(() => google.some((url) => url.endsWith('/g/collect?en=page_view')), {
        message: 'waited for the page_view to reach Google',
      })
      .toBe(true);
    // The next page, a document of its own, reports its own page_view too.
    const before = google.length;
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Careers', exact: true })
      .click();
    await expect
      .poll(() => google.slice(before).some((url) => url.endsWith('en=page_view')), {
        message: 'waited for the next page’s page_view to reach Google',
      })
      .toBe(true);
  });

  test('after Accept, the visit’s LCP, INP and CLS reach the tag as events, with what they are about', async ({
    page,
  }) => {
    const google = await watchGoogle(page);
    const vitals: string[] = [];
    const vitalsCode = scriptOf('src/vitals/report-web-vitals.ts', BUILDS.analytics);
    page.on('request', (request) => {
      if (vitalsCode.test(request.url())) vitals.push(request.url());
    });
    await page.goto('/pricing');
    await hydrated(page);
    await expect(banner(page)).toBeVisible();
    // Nothing measures before the visitor says yes.
    expect(vitals).toEqual([]);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect
      .poll(() => vitals.length, { message: 'waited for the web-vitals code to be requested' })
      .toBe(1);
    // web-vitals finalises LCP on the visitor's first trusted click or key after it started; a
    // click before the module has run is not seen, and the test's own 'hidden' below is not
    // trusted. Importing the same file again settles once the page's import has run its `then`.
    await page.evaluate(async (url) => {
      await import(url);
    }, String(vitals[0]));

    // A slow interaction (a handler busy for 150 ms, then a change on screen): one INP has to
    // report. The browser times it at the frame that shows the change, and hands the timing to
    // observers after it; the test waits for that as web-vitals does.
    const slowClickTimed = await page.evaluateHandle(() => {
      const heading = document.querySelector('h1');
      heading?.addEventListener('click', () => {
        const until = performance.now() + 150;
        while (performance.now() < until);
        heading.style.setProperty('outline', '2px solid');
      });
      return {
        timed: new Promise<void>((resolve) =>
          new PerformanceObserver((list, observer) => {
            if (
              list.getEntries().some((entry) => entry.name === 'click' && entry.duration >= 150)
            ) {
              observer.disconnect();
              resolve();
            }
          }).observe({ type: 'event', durationThreshold: 16 }),
        ),
      };
    });
    await page.getByRole('heading', { level: 1 }).click();
    await slowClickTimed.evaluate(({ timed }) => timed);
    // web-vitals takes in the timing when the page is next idle, or after a second at most.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 2000 })),
    );
    // The metrics are final when the visitor leaves the tab: it is hidden.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    for (const metric of ['LCP', 'INP', 'CLS']) {
      await expect
        .poll(() => google.some((url) => url.endsWith(`/g/collect?en=${metric}`)), {
          message: `waited for the ${metric} event to reach Google`,
        })
        .toBe(true);
    }
    // gtag queues each event as its arguments: ('event', name, parameters).
    const events = (await dataLayer(page)).filter((entry) => entry['0'] === 'event');
    const lcp = events.find((entry) => entry['1'] === 'LCP')?.['2'];
    expect(lcp).toMatchObject({
      metric_rating: expect.any(String),
      metric_value: expect.any(Number),
    });
    // The slow click is the visit's worst interaction: the last INP reported, naming the heading.
    const inp = events.filter((entry) => entry['1'] === 'INP').at(-1)?.['2'];
    expect(inp).toMatchObject({
      metric_value: expect.any(Number),
      debug_target: expect.stringContaining('h1'),
    });
  });

  test('Reject: nothing loads, and the choice survives a reload', async ({ page }) => {
    const google = await watchGoogle(page);
    await page.goto('/');
    await hydrated(page);
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await page.reload();
    await hydrated(page);
    await expect(banner(page)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(google).toEqual([]);
  });

  test('the footer opens the choice again, by keyboard, with focus on it', async ({ page }) => {
    const google = await watchGoogle(page);
    await page.goto('/');
    await hydrated(page);
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    const settings = page.getByRole('button', { name: 'Cookie settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Analytics cookies' })).toBeFocused();
    const analytics = banner(page).getByRole('checkbox', { name: /^Analytics/ });
    await expect(analytics).not.toBeChecked();
    await analytics.check();
    await banner(page).getByRole('button', { name: 'Save choices' }).click();
    await expect(settings).toBeFocused();
    await expect
      .poll(() => google.some((url) => url.includes('/gtag/js')), {
        message: 'waited for the request of Google’s tag',
      })
      .toBe(true);
  });

  test('the question needs no React: a first visit runs no island’s code, and the footer still reopens it', async ({
    page,
  }) => {
    const runtime = scriptOf('src/islands/runtime.tsx', BUILDS.analytics);
    const ran: string[] = [];
    // A prefetch fetches a file for later; only a script request runs it.
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && runtime.test(request.url()))
        ran.push(request.url());
    });
    await page.goto('/about');
    await hydrated(page);
    await banner(page).getByRole('button', { name: 'Settings' }).click();
    await expect(banner(page).getByRole('checkbox', { name: /^Analytics/ })).toBeFocused();
    await banner(page).getByRole('button', { name: 'Save choices' }).click();
    await expect(banner(page)).toBeHidden();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(ran).toEqual([]);
  });

  test('the CSP allows Google’s own hosts, and only those', async ({ request }) => {
    const csp = (await request.get('/')).headers()['content-security-policy']!;
    // This origin, the page's two inline scripts by their hashes, and Google's tag host.
    expect(csp).toMatch(
      /script-src 'self'( 'sha256-[\w+/]+=*'){2} https:\/\/www\.googletagmanager\.com;/,
    );
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.google-analytics\.com/);
  });
});

test('without an analytics ID (the default): no banner, no tag, a CSP of this site only', async ({
  page,
  request,
}) => {
  const google = await watchGoogle(page);
  await page.goto('/');
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
  expect(google).toEqual([]);
  const csp = (await request.get('/')).headers()['content-security-policy']!;
  expect(csp).not.toContain('google');
});
