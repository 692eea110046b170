import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';

/** The style rules the browser holds. */
function documentRules(): number {
  return [...document.styleSheets].reduce((sum, sheet) => sum + sheet.cssRules.length, 0);
}

/**
 * The rules of the prerendered HTML's style tags, less the markers with which styled-components
 * names each component's rules.
 */
function prerenderedRules(css: string): number {
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
      const before = await page.evaluate(prerenderedRules, prerendered);
      expect(before).toBeGreaterThan(50);
      expect(await page.evaluate(documentRules)).toBe(before);
    });
