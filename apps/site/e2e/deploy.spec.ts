import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers';
import { scriptOf } from './scripts';

/** A tab opened before a deploy: from now on the old calculator's chunk is gone. */
async function afterDeploy(page: Page) {
  await page.goto('/about');
  await hydrated(page);
  await page.route(scriptOf('src/islands/roots/Calculator.tsx'), (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
}

const openPricing = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing', exact: true })
    .click();

test("an island's chunk gone after a deploy: the page reloads once and shows the page, never a blank", async ({
  page,
}) => {
  await afterDeploy(page);
  const reloaded = page.waitForEvent('load');
  await openPricing(page);
  await reloaded;
  await expect(page).toHaveURL(/\/pricing$/);
  // The prerendered page is shown as it is, readable and linked, though its chunk still fails.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('when reloading cannot help (it just did), the prerendered page stays, readable and linked', async ({
  page,
}) => {
  await afterDeploy(page);
  // As if the page had been reloaded for a missing chunk a moment ago.
  await page.evaluate(() =>
    sessionStorage.setItem('acme:reloaded-for-missing-chunk', String(Date.now())),
  );
  await openPricing(page);
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The rest of the site stays: its links load their pages.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Careers', exact: true })
    .click();
  await expect(page).toHaveURL(/\/careers$/);
  await hydrated(page);
});

test('the assessment dialog loads on demand: when its file fails the page says so, and a later try opens it', async ({
  page,
}) => {
  const dialogChunk = scriptOf('src/islands/roots/AssessmentDialog.tsx');
  await page.route(dialogChunk, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await hydrated(page);
  const trigger = page.getByRole('button', { name: 'Get a Free IT Assessment' }).first();
  await trigger.click();
  await expect(page.getByText('Network error. Please try again.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.unroute(dialogChunk);
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Get a Free IT Assessment' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
});
