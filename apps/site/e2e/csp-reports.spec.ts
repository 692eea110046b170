import { expect, test, type Page } from '@playwright/test';
import config from '../playwright.config';
import { startBuiltServer } from './built-server';
import { watchGoogle } from './google-tag';
import { consentBanner, hydrated } from './helpers';
import { behindTls } from './tls-proxy';

// Each test starts a built server of its own, so the reports it sees are its own. Chromium sends
// report-to reports over HTTPS (the test's certificate accepted), with the background-sync
// permission, and after about a minute unless told otherwise.
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      '--short-reporting-delay',
      '--ignore-certificate-errors',
    ],
  },
  permissions: ['background-sync'],
});

/** What an attacker's injected inline script would be: refused by the CSP. */
const injectInlineScript = (page: Page) =>
  page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
  });

/** The inline script's violation, as the server logs it. */
const inlineScript = (url: string, path: string) => ({
  directive: 'script-src-elem',
  blocked: 'inline',
  page: `${url}${path}`,
});

/**
 * Serves `url` with the CSP as a browser without the Reporting API reads it: `report-to` left
 * out, so `report-uri` is the one that reports (Chromium ignores it beside `report-to`).
 */
const withoutReportTo = (page: Page, url: string) =>
  page.route(url, async (route) => {
    const response = await route.fetch();
    const { 'reporting-endpoints': _endpoints, ...headers } = response.headers();
    headers['content-security-policy'] = headers['content-security-policy']!.replace(
      /; report-to [^;]+/,
      '',
    );
    await route.fulfill({ response, headers });
  });

test('an injected inline script is refused and its report arrives through report-to', async ({
  page,
}) => {
  const server = await startBuiltServer();
  const site = await behindTls(server.url);
  try {
    await page.goto(`${site.url}/contact?utm_source=mail`);
    await hydrated(page);
    await injectInlineScript(page);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await expect
      .poll(() => server.violations, { message: 'waited for the report to be logged' })
      .toEqual([expect.objectContaining(inlineScript(site.url, '/contact'))]);
    expect(server.reports).toEqual(['application/reports+json']);
  } finally {
    await site.close();
    await server.close();
  }
});

test('without report-to, as older browsers read the policy, the report arrives through report-uri', async ({
  page,
}) => {
  const server = await startBuiltServer();
  try {
    await withoutReportTo(page, `${server.url}/contact`);
    await page.goto(`${server.url}/contact`);
    await hydrated(page);
    await injectInlineScript(page);
    await expect
      .poll(() => server.violations, { message: 'waited for the report to be logged' })
      .toEqual([expect.objectContaining(inlineScript(server.url, '/contact'))]);
    expect(server.reports).toEqual(['application/csp-report']);
  } finally {
    await server.close();
  }
});

test('the analytics tag, once the visitor consents, raises no violation', async ({ page }) => {
  const server = await startBuiltServer('.build-test-analytics');
  const site = await behindTls(server.url);
  try {
    // Every violation the page sees, whether or not a report reaches the server.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { violations: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    const google = await watchGoogle(page);
    await page.goto(`${site.url}/pricing`);
    await hydrated(page);
    await consentBanner(page).getByRole('button', { name: 'Accept' }).click();
    await expect
      .poll(() => google.some((url) => url.endsWith('/g/collect?en=page_view')), {
        message: 'waited for the page_view to reach the tag’s stand-in',
      })
      .toBe(true);
    // A violation of the test's own after the tag's work: the browser sends the reports it has
    // queued together, so once this one has arrived, any the tag had caused have arrived too.
    await injectInlineScript(page);
    await expect
      .poll(() => server.violations, { message: 'waited for the test’s own report' })
      .toContainEqual(expect.objectContaining(inlineScript(site.url, '/pricing')));
    expect(server.violations).toHaveLength(1);
    expect(
      await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
    ).toEqual(['script-src-elem inline']);
  } finally {
    await site.close();
    await server.close();
  }
});
