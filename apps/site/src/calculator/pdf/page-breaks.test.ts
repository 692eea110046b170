import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planPages, type Block } from './page-breaks';

/** A document of stacked blocks, each no taller than a page, separated by gaps. */
const document = fc
  .record({
    pageHeight: fc.integer({ min: 50, max: 400 }),
    pieces: fc.array(
      fc.record({ gap: fc.nat({ max: 40 }), size: fc.double({ min: 0.05, max: 1, noNaN: true }) }),
      {
        maxLength: 60,
      },
    ),
    tail: fc.nat({ max: 40 }),
  })
  .map(({ pageHeight, pieces, tail }) => {
    const blocks: Block[] = [];
    let y = 0;
    for (const { gap, size } of pieces) {
      const top = y + gap;
      const bottom = top + Math.max(1, Math.floor(size * pageHeight));
      blocks.push({ top, bottom });
      y = bottom;
    }
    return { blocks, height: y + tail, pageHeight };
  });

describe('planPages', () => {
  it('keeps a document that fits on one page whole', () => {
    expect(planPages([{ top: 10, bottom: 90 }], 100, 100)).toEqual([{ start: 0, end: 100 }]);
  });

  it('cuts in the gap before the block that would overflow', () => {
    const blocks = [
      { top: 0, bottom: 60 },
      { top: 70, bottom: 130 },
    ];
    expect(planPages(blocks, 140, 100)).toEqual([
      { start: 0, end: 70 },
      { start: 70, end: 140 },
    ]);
  });

  it('cuts through a block only when it is taller than a page', () => {
    expect(planPages([{ top: 0, bottom: 250 }], 250, 100)).toEqual([
      { start: 0, end: 100 },
      { start: 100, end: 200 },
      { start: 200, end: 250 },
    ]);
  });

  it('gives the space after the last block no page of its own', () => {
    expect(planPages([{ top: 0, bottom: 100 }], 102, 100)).toEqual([{ start: 0, end: 100 }]);
  });

  it('covers every block in order, each page within the page height', () => {
    fc.assert(
      fc.property(document, ({ blocks, height, pageHeight }) => {
        const pages = planPages(blocks, height, pageHeight);
        const last = pages.at(-1)!;
        expect(pages[0]!.start).toBe(0);
        // To the end of the document, or as much of its trailing space as the last page holds.
        expect(last.end).toBe(Math.min(height, last.start + pageHeight));
        for (const block of blocks) expect(block.bottom).toBeLessThanOrEqual(last.end);
        // No page after the first begins in the space after the last block.
        const contentEnd = Math.max(0, ...blocks.map((block) => block.bottom));
        for (const page of pages.slice(1)) expect(page.start).toBeLessThan(contentEnd);
        pages.forEach((page, i) => {
          expect(page.end - page.start).toBeLessThanOrEqual(pageHeight);
          expect(page.end).toBeGreaterThanOrEqual(page.start);
          if (i > 0) expect(page.start).toBe(pages[i - 1]!.end);
        });
      }),
    );
  });

  it('never cuts through a block that fits on a page', () => {
    fc.assert(
      fc.property(document, ({ blocks, height, pageHeight }) => {
        const cuts = planPages(blocks, height, pageHeight)
          .slice(1)
          .map((page) => page.start);
        for (const cut of cuts)
          for (const block of blocks) expect(cut <= block.top || cut >= block.bottom).toBe(true);
      }),
    );
  });

  it('fills each page: the next page’s first block would not have fitted', () => {
    fc.assert(
      fc.property(document, ({ blocks, height, pageHeight }) => {
        const pages = planPages(blocks, height, pageHeight);
        for (const [i, page] of pages.slice(0, -1).entries()) {
          const firstAfter = blocks.find((block) => block.bottom > page.end);
          const next = pages[i + 1]!;
          // Either that block crosses the page's limit, or nothing at all was left to place.
          if (firstAfter) expect(firstAfter.bottom).toBeGreaterThan(page.start + pageHeight);
          else expect(next.end - page.start).toBeGreaterThan(pageHeight);
        }
      }),
    );
  });
});
