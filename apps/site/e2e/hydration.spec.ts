import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';

/**
 * The page's style rules: those of the prerendered HTML's style tags (less the markers that name
 * each component's rules for styled-components), or as the browser holds them.
 */
function countRules(css: string | null): number {
  if (css === null)
    return [...document.styleSheets].reduce((sum, sheet) => sum + sheet.cssRules.length, 0);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return [...sheet.cssRules].filter((rule) => !rule.cssText.startsWith('data-styled.')).length;
}

// The browser names every styled component as the prerender did, so hydration reuses the
// prerendered styles: it neither renames elements nor injects a second copy of every rule (whose
// order, not the page's, would then decide the cascade, as it once did for the calculator's tabs).
for (const width of [375, 1280])
  for (const path of ['/', '/about', '/services', '/pricing', '/contact'])
    test(`hydration adds no style rule to ${path} at ${width}px`, async ({ page, request }) => {
      // The assessment dialog, which mounts when the browser idles, brings rules of its own.
      await page.route(/AssessmentDialog-[\w-]+\.js$/, (route) => route.abort());
      await page.setViewportSize({ width, height: 800 });
      const html = await (await request.get(path)).text();
      const prerendered = [...html.matchAll(/<style data-styled[^>]*>([\s\S]*?)<\/style>/g)]
        .map((match) => match[1])
        .join('\n');
      await page.goto(path);
      await hydrated(page);
      const before = await page.evaluate(countRules, prerendered);
      expect(before).toBeGreaterThan(50);
      expect(await page.evaluate(countRules, null)).toBe(before);
    });
