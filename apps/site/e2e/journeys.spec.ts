import { expect, test } from '@playwright/test';
import { axeClean, hydrated } from './helpers';

// What the engine suggests for the calculator's presets (10, 25 and 50 users): the package the
// card is for. The unit tests keep the mapping; here the visitor's path is followed.
const PACKAGE_LINKS = ['Essential Care', 'Business Plus', 'Enterprise 24/7'];

for (const viewport of [
  { name: 'phone', width: 375, height: 740 },
  { name: 'laptop', width: 1280, height: 800 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport });

    for (const name of PACKAGE_LINKS) {
      test(`"Estimate in Pricing" for ${name} lands priced, with ${name} suggested`, async ({
        page,
      }) => {
        await page.goto('/packages');
        await hydrated(page);
        await page.getByRole('link', { name: `Estimate in Pricing: ${name}` }).click();
        await expect(page).toHaveURL(/\/pricing\?users=\d+&/);
        await expect(
          page.getByRole('heading', { name: `Suggested package: ${name}` }),
        ).toBeVisible();
        await expect(
          page
            .getByRole('article', { name: 'Pricing summary' })
            .locator('dt:text-is("Total per month") + dd'),
        ).toHaveText(/^AED [\d,]+$/);
        await axeClean(page);
      });
    }
  });
}

test('the AMC plans link to the calculator priced for their size, keeping their anchors', async ({
  page,
}) => {
  await page.goto('/it-amc');
  await hydrated(page);
  for (const [plan, anchor] of [
    ['Starter', 'starter'],
    ['Business', 'business'],
    ['Enterprise', 'enterprise'],
  ]) {
    const href = await page
      .getByRole('link', { name: `See pricing for ${plan}` })
      .getAttribute('href');
    expect(href).toMatch(new RegExp(`^/pricing\\?users=\\d+&.*#${anchor}$`));
  }
  await page.getByRole('link', { name: 'See pricing for Starter' }).click();
  await expect(
    page.getByRole('heading', { name: 'Suggested package: Essential Care' }),
  ).toBeVisible();
});

for (const viewport of [
  { name: 'phone', width: 375, height: 740 },
  { name: 'laptop', width: 1280, height: 800 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport });

    for (const path of ['/', '/packages', '/pricing']) {
      test(`${path} links the small-business plans from its own content`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        const link = page
          .getByRole('main')
          .getByRole('link', { name: /IT support packages for small businesses, from AED 999/ });
        await expect(link).toHaveAttribute('href', '/smb-packages');
        await link.click();
        await expect(page).toHaveURL(/\/smb-packages$/);
      });
    }

    test('a quote asked from a service says which service, in the dialog and in the lead', async ({
      page,
    }) => {
      let sent: string | null = null;
      await page.route('**/api/submit', async (route) => {
        sent = route.request().postData();
        await route.fulfill({ json: { success: true, message: 'OK' } });
      });
      await page.goto('/services');
      await hydrated(page);
      await page.getByRole('button', { name: 'Get quote for Cybersecurity Services' }).click();
      const dialog = page.getByRole('dialog', {
        name: 'Get a Free IT Assessment: Cybersecurity Services',
      });
      await expect(dialog).toBeVisible();
      await axeClean(page);
      await dialog.getByLabel('Name').fill('Aisha');
      await dialog.getByLabel('Work Email').fill('aisha@firm.ae');
      await dialog.getByLabel('Company').fill('Firm');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText(/^Reference: AC-/)).toBeVisible();
      expect(sent).toMatch(/name="service"\r\n\r\nCybersecurity Services\r\n/);
      // The spec's "(none)" rule for an empty message holds.
      expect(sent).toMatch(/name="message"\r\n\r\n\(none\)\r\n/);
    });

    test('a service page asks about its own service', async ({ page }) => {
      await page.goto('/it-amc');
      await hydrated(page);
      await page.getByRole('button', { name: 'Get a Free Assessment' }).first().click();
      await expect(page.getByRole('dialog', { name: /^Get a Free IT Assessment: / })).toBeVisible();
    });
  });
}

test.describe('polish', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the floating chat button covers no content, beside it or at the end of the page', async ({
    page,
  }) => {
    await page.goto('/packages');
    await hydrated(page);
    const chat = (await page
      .getByRole('link', { name: /Chat with us on WhatsApp/ })
      .boundingBox())!;
    const price = page.getByText('from AED 3,000').first();
    await price.scrollIntoViewIfNeeded();
    const box = (await price.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(chat.x);
    // At the very end, the last words of the page scroll clear above the button.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const last = (await page.getByRole('contentinfo').locator('p').last().boundingBox())!;
    expect(last.y + last.height <= chat.y || last.x + last.width <= chat.x).toBe(true);
  });

  test('the calculator’s section titles read as sections, and the presets keep clear of the fields', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await hydrated(page);
    const size = (name: string) =>
      page
        .getByRole('heading', { name })
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await size('1) Quantities & Core')).toBeLessThan(
      await page
        .getByRole('heading', { level: 1 })
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
    );
    expect(await size('1) Quantities & Core')).toBeLessThanOrEqual(20);
    const presets = (await page.getByRole('button', { name: /10-User Office/ }).boundingBox())!;
    const users = (await page.getByText('Users', { exact: true }).first().boundingBox())!;
    expect(users.y - (presets.y + presets.height)).toBeGreaterThanOrEqual(8);
  });
});
