import { expect, test, type Page } from '@playwright/test';
import { SLA_PAGE as SLA_AR, SLA_SECTIONS as SECTIONS_AR } from '../src/content/ar/sla';
import { SLA_PAGE, SLA_SECTIONS } from '../src/content/en/sla';
import { axeClean, hydrated } from './helpers';

/**
 * Turns the mouse wheel over the page and reads how far the page has scrolled once the wheel's
 * event has reached it and the page has either scrolled or drawn ten frames since (a wheel that
 * scrolls does so within a frame or two; frames come slower on a slower machine, so the wait
 * scales with it instead of a fixed number of milliseconds).
 */
async function scrollAfterWheel(page: Page, deltaY: number): Promise<number> {
  const settled = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        addEventListener(
          'wheel',
          () => {
            let frames = 0;
            const done = () => resolve(scrollY);
            addEventListener('scroll', done, { once: true });
            const frame = () => (++frames >= 10 ? done() : requestAnimationFrame(frame));
            requestAnimationFrame(frame);
          },
          { once: true, capture: true, passive: true },
        );
      }),
  );
  // The listener is in place once `evaluate` has started it; a wheel turned before would be lost.
  await page.evaluate(() => undefined);
  await page.mouse.wheel(0, deltaY);
  return settled;
}

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

  test('is modal: a named dialog, the page behind inert and still, axe clean', async ({ page }) => {
    const { menu, drawer } = await openDrawer(page);
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('complementary', { name: 'Site navigation' })).toBeVisible();
    // Outside the dialog nothing can be reached: not the page, the menu button, the skip link
    // or the chat button floating above the backdrop.
    for (const behind of [
      page.locator('main'),
      menu,
      page.getByRole('link', { name: 'Skip to content', includeHidden: true }),
      page.locator('a[href^="https://wa.me/"]'),
    ]) {
      await expect(behind).toBeAttached();
      // Made inert once the open drawer has painted.
      await expect
        .poll(() => behind.evaluate((element) => element.closest('[inert]') !== null), {
          message: 'waited for the page behind the drawer to be made inert',
        })
        .toBe(true);
    }
    expect(await drawer.evaluate((element) => element.closest('[inert]'))).toBeNull();
    // A swipe or a wheel over the backdrop leaves the page where it was.
    await page.mouse.move(360, 400);
    expect(await scrollAfterWheel(page, 600)).toBe(0);
    await axeClean(page);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => document.querySelector('[inert]'))).toBeNull();
    // The same reading scrolls once the drawer is gone: it would have seen a scroll above.
    expect(await scrollAfterWheel(page, 600)).toBeGreaterThan(0);
  });

  test('closes when the screen widens to the side panel, leaving the page usable', async ({
    page,
  }) => {
    const { drawer } = await openDrawer(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(drawer).toBeInViewport();
    expect(await page.evaluate(() => document.querySelector('[inert]'))).toBeNull();
  });

  test('closes by a link, which navigates', async ({ page }) => {
    const { drawer } = await openDrawer(page);
    await drawer.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(drawer).not.toBeInViewport();
  });
});

// The SLA's in-page navigation is never hydrated: the entry loads its own small code after the
// first paint, which marks the link of the section in view (`aria-current`).
for (const [path, copy, sections] of [
  ['/sla', SLA_PAGE, SLA_SECTIONS],
  ['/ar/sla', SLA_AR, SECTIONS_AR],
] as const)
  test(`${path}: the in-page navigation marks the section in view, and the one a link goes to`, async ({
    page,
  }) => {
    await page.goto(path);
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: copy.sectionsLabel });
    const current = nav.locator('[aria-current="true"]');
    await expect(current).toHaveText(sections.targets);
    await page.evaluate(() => document.getElementById('lifecycle')!.scrollIntoView());
    await expect(current).toHaveText(sections.lifecycle);
    await nav.getByRole('link', { name: sections.priorities }).click();
    await expect(current).toHaveText(sections.priorities);
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
