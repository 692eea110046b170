import { expect, test, type Page } from '@playwright/test';
import { startBuiltServer } from './built-server';
import { watchGoogle } from './google-tag';
import { consentBanner, hydrated } from './helpers';

// Each test starts a built server of its own on loopback (a secure context, a trustworthy
// endpoint), so the reports it sees are its own.

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
 * Serves `path` with the CSP as a browser without the Reporting API reads it: `report-to` left
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

test('an injected inline script is refused and queued for the report-to endpoint', async ({
  page,
}) => {
  const server = await startBuiltServer();
  try {
    const cdp = await page.context().newCDPSession(page);
    const queued = new Promise<{
      destination: string;
      type: string;
      body: Record<string, unknown>;
    }>((resolve) => cdp.on('Network.reportingApiReportAdded', ({ report }) => resolve(report)));
    await cdp.send('Network.enableReportingApi', { enable: true });
    await page.goto(`${server.url}/contact?utm_source=mail`);
    await hydrated(page);
    await injectInlineScript(page);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    // The endpoint the page's Reporting-Endpoints names for the policy's report-to group.
    expect(await queued).toMatchObject({
      destination: 'csp',
      type: 'csp-violation',
      body: { effectiveDirective: 'script-src-elem', blockedURL: 'inline' },
    });
  } finally {
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
    await withoutReportTo(page, `${server.url}/pricing`);
    await page.goto(`${server.url}/pricing`);
    await hydrated(page);
    await consentBanner(page).getByRole('button', { name: 'Accept' }).click();
    await expect
      .poll(() => google.some((url) => url.endsWith('/g/collect?en=page_view')), {
        message: 'waited for the page_view to reach the tag’s stand-in',
      })
      .toBe(true);
    // A violation of the test's own after the tag's work: each report goes as it happens, so once
    // this one has arrived, any the tag had caused would have arrived before it.
    await injectInlineScript(page);
    await expect
      .poll(() => server.violations, { message: 'waited for the test’s own report' })
      .toContainEqual(expect.objectContaining(inlineScript(server.url, '/pricing')));
    expect(server.violations).toHaveLength(1);
    expect(
      await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
    ).toEqual(['script-src-elem inline']);
  } finally {
    await server.close();
  }
});
