import { expect, test } from '@playwright/test';
import { ROUTES, axeClean, hydrated } from './helpers';

test.describe('axe: no violations', () => {
  for (const route of ROUTES) {
    test(route.path, async ({ page }) => {
      await page.goto(route.path);
      await hydrated(page);
      await axeClean(page);
    });
  }

  test('the open assessment dialog', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Get a Free IT Assessment' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await axeClean(page);
  });

  test('the mobile drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await axeClean(page);
  });
});
