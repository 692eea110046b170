/** A piece of the document that must not be split across pages (a heading, a row, a note). */
export interface Block {
  /** Distance of the block's top edge from the document's top, in CSS pixels. */
  readonly top: number;
  /** Distance of the block's bottom edge from the document's top, in CSS pixels. */
  readonly bottom: number;
}

/** One page's slice of the document, `[start, end)` in CSS pixels (the capture scales them). */
export interface PageSlice {
  readonly start: number;
  readonly end: number;
}

/**
 * Cuts a document of `height` pixels into page slices of at most `pageHeight`, cutting only in
 * the gaps between blocks so no line of text or row is split. A block taller than a whole page
 * (which the quote never has) is the one case cut through, at the page's full height. The space
 * after the last block (the sheet's padding) is kept as far as the last page has room, and never
 * makes a page of its own.
 *
 * @example
 * planPages([{ top: 0, bottom: 60 }, { top: 70, bottom: 130 }], 140, 100);
 * // => [{ start: 0, end: 70 }, { start: 70, end: 140 }]
 */
export function planPages(
  blocks: readonly Block[],
  height: number,
  pageHeight: number,
): PageSlice[] {
  const splits = (cut: number) => blocks.some((block) => block.top < cut && cut < block.bottom);
  const edges = blocks.flatMap((block) => [block.top, block.bottom]);
  const contentEnd = blocks.length === 0 ? height : Math.max(...blocks.map((b) => b.bottom));
  const pages: PageSlice[] = [];
  let start = 0;
  while (contentEnd - start > pageHeight) {
    const limit = start + pageHeight;
    // The latest cut on this page that leaves every block wholly on one side.
    const cut = Math.max(
      ...[limit, ...edges].filter((edge) => edge > start && edge <= limit && !splits(edge)),
      -1,
    );
    const end = cut > start ? cut : limit;
    pages.push({ start, end });
    start = end;
  }
  pages.push({ start, end: Math.min(height, start + pageHeight) });
  return pages;
}
