import { expect, test } from '@playwright/test';
import { axeClean, hydrated } from './helpers';

// Every page of both languages is checked as loaded in every-page.spec; here, what opens on it.
test.describe('axe: no violations', () => {
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
    // Audited as it stays open: the page behind made inert once the drawer has painted.
    await expect(page.locator('[inert]').first()).toBeAttached();
    await axeClean(page);
  });
});
