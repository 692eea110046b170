import { expect, test } from '@playwright/test';
import { ROUTES, UNSEEN_SHIFT, hydrated, layoutShifts, shiftScore, throttleCpu } from './helpers';

// What a page fills in or hydrates after it has loaded (the footer, the small-business plans link,
// the managed packages, the booking form's date and hour) takes the room its prerendered HTML
// held: nothing a visitor sees moves (`UNSEEN_SHIFT`), on a slow phone as on a desktop.
for (const width of [375, 1280])
  for (const route of ROUTES)
    test(`${route.path} moves nothing while it loads and hydrates at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await throttleCpu(page);
      await page.goto(route.path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const shifts = await layoutShifts(page);
      expect(shiftScore(shifts), JSON.stringify(shifts)).toBeLessThan(UNSEEN_SHIFT);
    });
