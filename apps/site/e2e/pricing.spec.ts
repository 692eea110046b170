import AxeBuilder from '@axe-core/playwright';
import {
  PRESETS,
  calculatePrice,
  comparisonMessage,
  formatAED,
  type Environment,
} from '@acme/pricing-engine';
import { expect, test, type Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hydrated } from './helpers';

const total = (page: Page) => page.getByRole('definition').filter({ hasText: /^AED/ }).last();

async function open(page: Page, path = '/pricing') {
  await page.goto(path);
  await hydrated(page);
}

async function expectEngineNumbers(page: Page, env: Environment) {
  const result = calculatePrice(env);
  await expect(total(page)).toHaveText(formatAED(result.grandTotal));
  await expect(page.getByText(comparisonMessage(result))).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Suggested package: ${result.meta.suggestedPackage.name}` }),
  ).toBeVisible();
}

test.describe('pricing calculator', () => {
  for (const preset of Object.values(PRESETS)) {
    test(`the ${preset.label} preset fills the form and shows the engine's price`, async ({
      page,
    }) => {
      await open(page);
      await page.getByRole('button', { name: preset.label }).click();
      await expectEngineNumbers(page, preset.environment);
      await expect(page.getByLabel('Users')).toHaveValue(String(preset.environment.numUsers));
    });
  }

  test('a custom environment, with bad entries counted as 0', async ({ page }) => {
    await open(page);
    await page.getByLabel('Users').fill('12');
    await page.getByLabel('Servers').fill('-3');
    await page.getByLabel('Wi-Fi access points').fill('25');
    await page.getByLabel('Servers').blur();
    await expect(page.getByLabel('Servers')).toHaveValue('0');
    await page.getByRole('radio', { name: /24x7/ }).check();
    await page.getByRole('button', { name: '2) Add-on Services' }).click();
    await page.getByLabel(/Antivirus management/).check();
    await page.getByRole('button', { name: 'Calculate price' }).click();
    await expectEngineNumbers(page, {
      numUsers: 12,
      numServers: 0,
      numWiFi: 25,
      supportHours: '24x7',
      addons: { avMgmt: true },
    });
    await expect(page.getByText('Wi-Fi access points: 20 × AED 40')).toBeVisible();
    await expect(page.getByText('Wi-Fi access points: 5 × AED 30')).toBeVisible();
  });

  test('keeps one section open at a time', async ({ page }) => {
    await open(page);
    await expect(page.getByLabel('Users')).toBeVisible();
    await page.getByRole('button', { name: '3) Optional Licenses' }).click();
    await expect(page.getByLabel(/Endpoint protection/)).toBeVisible();
    await expect(page.getByLabel('Users')).toBeHidden();
    await expect(page.getByLabel(/Antivirus management/)).toBeHidden();
  });

  test('keeps the quote in the address: shareable, reloadable, and the back button works', async ({
    page,
  }) => {
    await open(page);
    await page.getByLabel('Users').fill('8');
    await page.getByRole('button', { name: 'Calculate price' }).click();
    await expect(page).toHaveURL(/users=8/);
    await page.getByLabel('Users').fill('30');
    await page.getByRole('button', { name: 'Calculate price' }).click();
    await expect(page).toHaveURL(/users=30/);
    await page.reload();
    await expectEngineNumbers(page, { numUsers: 30 });
    await page.goBack();
    await expect(page).toHaveURL(/users=8/);
    await expect(page.getByLabel('Users')).toHaveValue('8');
    await expectEngineNumbers(page, { numUsers: 8 });
  });

  test('shows the 100+ users notice', async ({ page }) => {
    await open(page, '/pricing?users=120');
    await expect(
      page.getByText('Environments of 100 or more users get an engineer-led custom proposal.'),
    ).toBeVisible();
  });
});

test.describe('quote request', () => {
  async function fillQuote(page: Page, email: string) {
    await open(page, '/pricing?users=12&servers=1');
    await page.getByLabel('Full name').fill('Lina Haddad');
    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('Company').fill('Haddad Logistics');
    await page.getByLabel('Notes').fill('Three-year term please');
  }

  test('sends the quote as JSON with the readable message and thanks the visitor', async ({
    page,
  }) => {
    const email = `lina-${Date.now()}@haddad.ae`;
    await fillQuote(page, email);
    await page.getByRole('button', { name: 'Request quote' }).click();
    await expect(page.getByText('Quote request sent')).toBeVisible();
    await expect(page.getByText('We’ll get back to you shortly.')).toBeVisible();
    const outbox = process.env.E2E_OUTBOX!;
    const leads = await Promise.all(
      (await readdir(outbox))
        .filter((n) => n.endsWith('.json'))
        .map(async (n) => JSON.parse(await readFile(join(outbox, n), 'utf8'))),
    );
    const lead = leads.find((l) => l.fields.email === email);
    expect(lead.fields.message).toContain('- Users: 12');
    expect(lead.fields.message).toContain(
      `- Grand total: ${formatAED(calculatePrice({ numUsers: 12, numServers: 1 }).grandTotal)}/month`,
    );
    expect(lead.fields.message).toContain('Notes: Three-year term please');
  });

  test('refused: says so with the company email and keeps the form', async ({ page }) => {
    await page.route('**/api/submit', (route) =>
      route.fulfill({ json: { success: false, message: 'x' } }),
    );
    await fillQuote(page, 'l@h.ae');
    await page.getByRole('button', { name: 'Request quote' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      /^Could not submit quote\. Please email \S+@\S+\.$/,
    );
    await expect(page.getByLabel('Full name')).toHaveValue('Lina Haddad');
    await expect(page.getByRole('button', { name: 'Request quote' })).toBeEnabled();
  });

  test('network failure: says so and keeps the form', async ({ page }) => {
    await page.route('**/api/submit', (route) => route.abort('connectionrefused'));
    await fillQuote(page, 'l@h.ae');
    await page.getByRole('button', { name: 'Request quote' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Network error while submitting. Please try again.',
    );
    await expect(page.getByLabel('Notes')).toHaveValue('Three-year term please');
  });

  test('missing required fields: the browser stops it and nothing is sent', async ({ page }) => {
    let posts = 0;
    page.on('request', (r) => r.method() === 'POST' && posts++);
    await open(page, '/pricing?users=3');
    await page.getByLabel('Full name').fill('Lina');
    await page.getByRole('button', { name: 'Request quote' }).click();
    await page.waitForTimeout(300);
    expect(posts).toBe(0);
    expect(
      await page
        .getByLabel('Work email')
        .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the bottom bar shows the estimated total and its Calculate button scrolls to the results', async ({
    page,
  }) => {
    await open(page);
    const bar = page.getByRole('region', { name: 'Estimated total' });
    await expect(bar).toContainText('Estimated Total');
    await page.getByLabel('Users').fill('10');
    await bar.getByRole('button', { name: 'Calculate' }).click();
    await expect(bar).toContainText(formatAED(calculatePrice({ numUsers: 10 }).grandTotal));
    await expect(page.getByRole('heading', { name: 'Pricing summary' })).toBeInViewport();
  });
});

test('axe: no violations with results shown', async ({ page }) => {
  await open(page, '/pricing?users=12&servers=2&wifi=30&hours=24x7&addons=avMgmt');
  await expect(page.getByRole('heading', { name: /Suggested package/ })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});
