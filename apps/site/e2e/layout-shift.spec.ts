import { expect, test } from '@playwright/test';
import { LANGUAGE_CODES, localizedPath } from '../src/languages/languages';
import { ROUTE_ENTRIES } from '../src/routes/table';
import { UNSEEN_SHIFT, hydrated, layoutShifts, shiftScore, throttleCpu } from './helpers';

/** Every page of every language. */
const PATHS = LANGUAGE_CODES.flatMap((language) =>
  ROUTE_ENTRIES.map((entry) => localizedPath(entry.path, language)),
);

// What a page fills in or hydrates after it has loaded (the footer, the small-business plans link,
// the managed packages, the booking form's date and hour) takes the room its prerendered HTML
// held: nothing a visitor sees moves (`UNSEEN_SHIFT`), on a slow phone as on a desktop, in
// either language.
for (const width of [375, 1280])
  for (const path of PATHS)
    test(`${path} moves nothing while it loads and hydrates at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await throttleCpu(page);
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const shifts = await layoutShifts(page);
      expect(shiftScore(shifts), JSON.stringify(shifts)).toBeLessThan(UNSEEN_SHIFT);
    });
