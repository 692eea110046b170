import { expect, test } from '@playwright/test';
import { axeClean, hydrated } from './helpers';

test('legal information: Dubai Courts, an English-language agreement, and no registration block unless configured', async ({
  page,
}) => {
  await page.goto('/legal');
  await hydrated(page);
  await expect(
    page.getByText(/the Dubai Courts have jurisdiction\. This agreement is made in English\./),
  ).toBeVisible();
  // The build-config test builds with a registration and finds it; the default has none.
  await expect(page.getByRole('region', { name: 'Company registration' })).toHaveCount(0);
  await axeClean(page);
});
