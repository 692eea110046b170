import type { Block } from './page-breaks';

/** Marks an element the PDF export must not cut through (spread onto the element). */
export const PDF_BLOCK = { 'data-pdf-block': '' } as const;

/**
 * The unbreakable blocks of a laid-out document, relative to its top edge. A block marked
 * `data-pdf-keep-with-next` (a heading) reaches down to the end of the block after it, so it
 * never ends a page alone.
 */
export function measureBlocks(root: HTMLElement): Block[] {
  const origin = root.getBoundingClientRect().top;
  const elements = [...root.querySelectorAll<HTMLElement>('[data-pdf-block]')];
  const rects = elements.map((element) => element.getBoundingClientRect());
  return rects.map((rect, i) => {
    const keepWith = elements[i]?.hasAttribute('data-pdf-keep-with-next')
      ? rects[i + 1]
      : undefined;
    return {
      top: rect.top - origin,
      bottom: Math.max(rect.bottom, keepWith?.bottom ?? 0) - origin,
    };
  });
}
