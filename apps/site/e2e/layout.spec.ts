import { expect, test } from '@playwright/test';
import { axeClean, hydrated } from './helpers';

// Beside the floating chat button at 1280 px, every page: every-page.spec, with `beside-chat.ts`.

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the calculator’s four presets take two rows of two, within the card', async ({ page }) => {
    await page.goto('/pricing');
    await hydrated(page);
    const presets = page.getByRole('button', {
      name: /^(10-User Office|25-User Startup|50-User Multi-site|Retail — 5 Sites)$/,
    });
    await expect(presets).toHaveCount(4);
    const boxes = await Promise.all(
      (await presets.all()).map(async (preset) => {
        const box = await preset.boundingBox();
        if (!box) throw new Error('A preset is not shown');
        return box;
      }),
    );
    const rows = new Set(boxes.map((box) => Math.round(box.y)));
    expect(rows.size).toBe(2);
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // Still a comfortable target.
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await axeClean(page);
  });
});
