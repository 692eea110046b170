import { expect, test } from '@playwright/test';
import { hydrated, layoutShifts, throttleCpu } from './helpers';

// What a page fills in or hydrates after it has loaded (the footer, the small-business plans link,
// the managed packages, the consent question, the booking form's date) takes the room its
// prerendered HTML held: nothing below it moves, on a slow phone as on a desktop.
for (const width of [375, 1280])
  for (const path of [
    '/',
    '/about',
    '/pricing',
    '/packages',
    '/smb-packages',
    '/contact',
    '/rfi-rfp',
  ])
    test(`${path} moves nothing while it loads and hydrates at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await throttleCpu(page);
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await layoutShifts(page)).toEqual([]);
    });
