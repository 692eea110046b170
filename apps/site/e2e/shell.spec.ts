import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers';

test.describe('mobile drawer at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  async function openDrawer(page: Page) {
    await page.goto('/');
    await hydrated(page);
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    const drawer = page.getByRole('complementary', { name: 'Site navigation' });
    await expect(drawer).toBeInViewport();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    return { menu, drawer };
  }

  test('closes by the backdrop', async ({ page }) => {
    const { menu, drawer } = await openDrawer(page);
    await page.mouse.click(360, 400);
    await expect(drawer).not.toBeInViewport();
    await expect(menu).toBeFocused();
  });

  test('closes by Escape', async ({ page }) => {
    const { menu, drawer } = await openDrawer(page);
    await page.keyboard.press('Escape');
    await expect(drawer).not.toBeInViewport();
    await expect(menu).toBeFocused();
  });

  test('closes by a link, which navigates', async ({ page }) => {
    const { drawer } = await openDrawer(page);
    await drawer.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(drawer).not.toBeInViewport();
  });
});

test.describe('side navigation', () => {
  test('marks the active link and opens its group; groups collapse', async ({ page }) => {
    await page.goto('/network-security');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Network Security' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const security = nav.getByRole('button', { name: 'IT Security' });
    await expect(security).toHaveAttribute('aria-expanded', 'true');
    await security.click();
    await expect(nav.getByRole('link', { name: 'Network Security' })).toBeHidden();
    const support = nav.getByRole('button', { name: 'IT Support' });
    await support.click();
    await expect(nav.getByRole('link', { name: 'IT Maintenance' })).toBeVisible();
    for (const label of ['Home', 'About', 'Packages', 'On-Demand Support', 'Pricing', 'Careers']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
  });

  test('has the promo box, the chat button and safe external links', async ({ page }) => {
    await page.goto('/');
    await expect(
      page
        .getByRole('complementary', { name: 'Need IT Support' })
        .getByRole('link', { name: 'Contact Us Now' }),
    ).toHaveAttribute('href', '/contact');
    const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    for (const name of [/Client Login/, /LinkedIn/]) {
      const link = page.getByRole('contentinfo').getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(
      page
        .getByRole('contentinfo')
        .getByRole('link', { name: /^tel:|\+971/ })
        .first(),
    ).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('contentinfo').locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(
      page.getByRole('list', { name: 'Partners and affiliations' }).getByRole('img'),
    ).toHaveCount(6);
    await expect(page.getByRole('contentinfo')).toContainText(
      'Sunday to Thursday, 9:00 to 18:00 UAE time',
    );
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page is readable and its links work', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText('Your Trusted Managed IT Services Provider in UAE');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Packages' })
      .click();
    await expect(page).toHaveURL(/\/packages$/);
    await expect(page.locator('h1')).toHaveText('Managed IT Packages');
    await expect(page.getByRole('table', { name: /compared/ })).toBeVisible();
  });
});
