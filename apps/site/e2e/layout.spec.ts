import { expect, test } from '@playwright/test';
import { ROUTES, axeClean, hydrated } from './helpers';

test.describe('at 1280 px, beside the floating chat button', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const route of ROUTES) {
    test(`${route.path}: the coloured bands reach the window's right edge; no text or control passes under the button`, async ({
      page,
    }) => {
      await page.goto(route.path);
      await hydrated(page);
      const chat = await page.getByRole('link', { name: /Chat with us on WhatsApp/ }).boundingBox();
      if (!chat) throw new Error('No chat button on the page');
      const layout = await page.evaluate(() => {
        window.scrollTo(0, 0);
        const pageColour = getComputedStyle(document.body).backgroundColor;
        // Coloured: a gradient, or a colour other than the page's.
        const coloured = (element: Element) => {
          const style = getComputedStyle(element);
          return (
            style.backgroundImage !== 'none' ||
            ![pageColour, 'rgba(0, 0, 0, 0)'].includes(style.backgroundColor)
          );
        };
        // The bands: the hero, the sections and the footer that have a colour of their own.
        const bands = [...document.querySelectorAll('header, section, footer')]
          .filter(
            (element) =>
              element.getClientRects().length > 0 &&
              coloured(element) &&
              element.closest('aside') === null,
          )
          .map((element) => ({
            band: `<${element.tagName.toLowerCase()}> ${element.textContent.trim().slice(0, 30)}`,
            right: element.getBoundingClientRect().right,
          }));
        // What a visitor reads or uses in the page's flow: not in the fixed side panel or bars,
        // nor the button itself.
        const inFlow = (element: Element | null): boolean => {
          for (let at = element; at; at = at.parentElement) {
            if (getComputedStyle(at).position === 'fixed') return false;
          }
          return element !== null;
        };
        const boxes: { what: string; rect: DOMRect }[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim();
          // Visually hidden text (a 1 px box, for screen readers) is not seen.
          const box = node.parentElement?.getBoundingClientRect();
          if (!text || !box || box.width <= 1 || box.height <= 1 || !inFlow(node.parentElement))
            continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) boxes.push({ what: text.slice(0, 40), rect });
        }
        for (const control of document.querySelectorAll('a, button, input, select, textarea')) {
          if (inFlow(control))
            boxes.push({
              what: `<${control.tagName.toLowerCase()}> ${control.textContent.trim().slice(0, 30)}`,
              rect: control.getBoundingClientRect(),
            });
        }
        return {
          width: document.documentElement.clientWidth,
          maxScroll: document.documentElement.scrollHeight - window.innerHeight,
          bands,
          boxes: boxes
            .filter(({ rect }) => rect.width > 0 && rect.height > 0)
            .map(({ what, rect }) => ({
              what,
              left: rect.left,
              right: rect.right,
              top: rect.top,
              bottom: rect.bottom,
            })),
        };
      });

      expect(layout.width).toBe(1280);
      expect(layout.bands.length).toBeGreaterThan(0);
      for (const band of layout.bands) expect(band, band.band).toMatchObject({ right: 1280 });
      // Scrolling moves the page up under the button: whatever lies in its column, below its top
      // at the start and above its bottom at the end of the page, passes under it.
      const covered = layout.boxes.filter(
        (box) =>
          box.right > chat.x &&
          box.left < chat.x + chat.width &&
          box.bottom > chat.y &&
          box.top < chat.y + chat.height + layout.maxScroll,
      );
      expect(covered).toEqual([]);
    });
  }
});

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
