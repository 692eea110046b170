import { expect, type Page } from '@playwright/test';

/**
 * At a desktop width, beside the floating chat button: the coloured bands (the hero, the sections
 * and the footer that have a colour of their own) reach the window's edge away from the side panel
 * (the right one left to right, the left one right to left), and no text or control in the page's
 * flow passes under the button as the page scrolls.
 */
export async function expectClearOfChatButton(page: Page, dir: 'ltr' | 'rtl'): Promise<void> {
  const chat = await page.locator('a[href^="https://wa.me/"]').boundingBox();
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
        left: element.getBoundingClientRect().left,
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

  expect(layout.width).toBe(page.viewportSize()?.width);
  expect(layout.bands.length).toBeGreaterThan(0);
  const edge = dir === 'ltr' ? { right: layout.width } : { left: 0 };
  for (const band of layout.bands) expect(band, band.band).toMatchObject(edge);
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
}
