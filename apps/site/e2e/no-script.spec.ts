import { expect, test } from '@playwright/test';
import { FORM_NO_SCRIPT as AR } from '../src/content/ar/no-script';
import { FORM_NO_SCRIPT as EN } from '../src/content/en/no-script';
import { localizedPath } from '../src/languages/languages';
import { ROUTES, hydrated } from './helpers';

/**
 * The pages with a form: each says, in its language, that it needs JavaScript where none runs
 * (the booking page's line, with its phone and email, is booking.spec's).
 */
const FORM_PAGES = ROUTES.filter((route) =>
  ['pricing', 'rfi', 'checklist', 'careers', 'contact', 'booking-change'].includes(route.kind),
);

/** A text as a regular expression that matches it alone. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const route of FORM_PAGES)
    for (const [language, words] of [
      ['en', EN],
      ['ar', AR],
    ] as const) {
      const path = localizedPath(route.path, language);
      test(`${path}: its links and copy are there, and its form says it needs JavaScript`, async ({
        page,
      }) => {
        await page.goto(path);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.getByRole('navigation', { name: /./ }).first()).toBeVisible();
        // (Playwright's text matching skips a <noscript>, so its line is found by its element.)
        const line = page.locator('noscript p');
        await expect(line).toHaveText([
          new RegExp(
            `^${literal(words.before)}.+${literal(words.between)}.+${literal(words.after)}$`,
          ),
        ]);
        await expect(line).toBeVisible();
      });
    }
});

test('with JavaScript, a form does not say it needs it', async ({ page }) => {
  await page.goto('/contact');
  await hydrated(page);
  await expect(page.locator('noscript p')).toHaveCount(0);
});
