import { PRESETS, QUOTE_LABELS_EN, priceQuote, quoteLayoutWith } from '@acme/pricing-engine';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { CALCULATOR } from '../src/content/ar/calculator';
import { QUOTE_DOCUMENT, QUOTE_WORDS } from '../src/content/ar/quote';
import type * as PdfJsModule from 'pdfjs-dist';
import { intlLocale } from '../src/languages/languages';
import { hydrated } from './helpers';
import { pdfPages } from './pdf-pages';
import { BUILDS, scriptOf } from './scripts';

/**
 * The Arabic quote's PDF against the preview it is made from: the PDF's page, rendered to an image
 * by pdf.js, and Chromium's own screenshot of the same preview agree within a small tolerance, so
 * the letters of the PDF are joined and spaced as the browser draws them (html2canvas, which
 * paints text itself, is known to break Arabic joining and letter spacing).
 */

/** site-core.md §9: A4 portrait in points, 24 pt margins, the capture at scale 2 and 760 px wide. */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 24;
const SCALE = 2;
const CAPTURE_WIDTH = 760;

/** A small office on one page: counts, an add-on, a discount, the charts and the package. */
const ENVIRONMENT = { numUsers: 16, numWiFi: 2, addons: { avMgmt: true } } as const;
const QUERY = '/pricing?users=16&wifi=2&addons=avMgmt';

/**
 * A pixel differs when no pixel of the other image within `RADIUS` device pixels of it is within
 * `PIXEL_THRESHOLD` (of 255) of its lightness: the watermark the PDF adds (10 % opacity), JPEG's
 * ringing and a sub-pixel offset of a line stay within it; a letter drawn apart, unjoined or
 * elsewhere does not.
 */
const PIXEL_THRESHOLD = 72;
const RADIUS = 2;
/** At most this share of the inked pixels may differ. */
const MAX_DIFFERING = 0.02;

const pdfjsFiles = createRequire(import.meta.url).resolve('pdfjs-dist/build/pdf.mjs');

// Tall enough for the whole preview: the screenshot is of what the viewport paints.
test.use({ viewport: { width: 1280, height: 2400 }, deviceScaleFactor: SCALE });

/** pdf.js, served to the page to render the PDF in the browser. */
async function servePdfJs(page: Page) {
  const pdfjs = await readFile(pdfjsFiles, 'utf8');
  const worker = await readFile(pdfjsFiles.replace(/pdf\.mjs$/, 'pdf.worker.mjs'), 'utf8');
  await page.route('**/__pdfjs/*.mjs', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: route.request().url().endsWith('worker.mjs') ? worker : pdfjs,
    }),
  );
}

/** The heights (capture pixels) of the images the PDF's pages draw, one per page, in order. */
async function pageSlices(bytes: Buffer): Promise<number[]> {
  return (await pdfPages(bytes)).map((p) => {
    expect(p.width).toBeCloseTo(A4.width, 0);
    expect(p.height).toBeCloseTo(A4.height, 0);
    expect(p.images).toHaveLength(1);
    return p.images[0]!.height;
  });
}

/**
 * The PDF's pages rendered by pdf.js at the capture's scale, the part of each inside its margins
 * stacked one under the other: the document as the PDF shows it, as a PNG.
 */
function renderPdf(page: Page, bytes: Buffer, slices: readonly number[]): Promise<string> {
  return page.evaluate(
    async ({ pdfBase64, slices, geometry }) => {
      const { getDocument, GlobalWorkerOptions } = (await import(
        /* @vite-ignore */ `${location.origin}/__pdfjs/pdf.mjs`
      )) as typeof PdfJsModule;
      GlobalWorkerOptions.workerSrc = `${location.origin}/__pdfjs/pdf.worker.mjs`;
      const data = Uint8Array.from(atob(pdfBase64), (c) => c.charCodeAt(0));
      const pdf = await getDocument({ data }).promise;
      const width = geometry.captureWidthPx;
      // Rendered so that the content box is as many pixels wide as the capture.
      const scale = width / (geometry.pageWidth - 2 * geometry.margin);
      const offset = geometry.margin * scale;
      const total = slices.reduce((sum, height) => sum + height, 0);
      const stacked = new OffscreenCanvas(width, total);
      const context = stacked.getContext('2d')!;
      let top = 0;
      for (const [index, height] of slices.entries()) {
        const pdfPage = await pdf.getPage(index + 1);
        const viewport = pdfPage.getViewport({ scale });
        const rendered = new OffscreenCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
        await pdfPage.render({
          canvasContext: rendered.getContext('2d') as unknown as CanvasRenderingContext2D,
          viewport,
        }).promise;
        context.drawImage(rendered, offset, offset, width, height, 0, top, width, height);
        top += height;
      }
      const blob = await stacked.convertToBlob({ type: 'image/png' });
      return new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve((reader.result as string).split(',')[1]!);
        reader.readAsDataURL(blob);
      });
    },
    {
      pdfBase64: bytes.toString('base64'),
      slices,
      geometry: { pageWidth: A4.width, margin: MARGIN, captureWidthPx: CAPTURE_WIDTH * SCALE },
    },
  );
}

/** Two PNGs compared in the browser: their heights, and the share of inked pixels that differ. */
function compare(page: Page, first: string, second: string) {
  return page.evaluate(
    async ({ first, second, threshold, radius }) => {
      const load = (base64: string) =>
        createImageBitmap(
          new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' }),
        );
      const [a, b] = await Promise.all([load(first), load(second)]);
      const width = Math.min(a.width, b.width);
      const height = Math.min(a.height, b.height);
      const pixels = (image: ImageBitmap) => {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, width, height);
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, width, height).data;
      };
      // Lightness only: JPEG keeps colour at half resolution, so coloured edges bleed.
      const lightness = (image: ImageBitmap) => {
        const rgba = pixels(image);
        const out = new Float32Array(width * height);
        for (let p = 0; p < out.length; p++)
          out[p] = 0.299 * rgba[p * 4]! + 0.587 * rgba[p * 4 + 1]! + 0.114 * rgba[p * 4 + 2]!;
        return out;
      };
      const [pa, pb] = [lightness(a), lightness(b)];
      /** Whether pixel (x, y) of `one` is matched by a pixel of `other` near it. */
      const matched = (one: Float32Array, other: Float32Array, x: number, y: number) => {
        const value = one[y * width + x]!;
        for (let yy = Math.max(0, y - radius); yy <= Math.min(height - 1, y + radius); yy++) {
          for (let xx = Math.max(0, x - radius); xx <= Math.min(width - 1, x + radius); xx++) {
            if (Math.abs(value - other[yy * width + xx]!) <= threshold) return true;
          }
        }
        return false;
      };
      let inked = 0;
      let differing = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const ink = pa[y * width + x]! < 160 || pb[y * width + x]! < 160;
          if (ink) inked++;
          if (ink && (!matched(pa, pb, x, y) || !matched(pb, pa, x, y))) differing++;
        }
      }
      return {
        heights: [a.height, b.height],
        inked: inked / (width * height),
        differing: differing / Math.max(1, inked),
      };
    },
    { first, second, threshold: PIXEL_THRESHOLD, radius: RADIUS },
  );
}

/** Chromium's screenshot of the preview, laid out as the PDF lays it out: 760 px wide, scale 2. */
async function screenshotAtCaptureWidth(preview: Locator): Promise<Buffer> {
  await preview.evaluate((element: HTMLElement, width) => {
    element.style.width = `${width}px`;
    element.style.maxWidth = 'none';
  }, CAPTURE_WIDTH);
  const screenshot = await preview.screenshot({ animations: 'disabled', scale: 'device' });
  await preview.evaluate((element: HTMLElement) => {
    element.style.width = '';
    element.style.maxWidth = '';
  });
  return screenshot;
}

test('the Arabic quote PDF shows the preview as Chromium draws it, letters joined', async ({
  page,
}) => {
  test.slow();
  await page.goto(`/ar${QUERY}`);
  await hydrated(page);
  await page.getByRole('button', { name: QUOTE_DOCUMENT.show }).click();
  const preview = page.getByRole('article', { name: QUOTE_DOCUMENT.title });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('dir', 'rtl');

  // The preview says the quote in Arabic, with the amounts the engine computes.
  const layout = quoteLayoutWith(priceQuote(ENVIRONMENT), QUOTE_WORDS);
  await expect(preview).toContainText(layout.estimate.total.term);
  await expect(preview).toContainText(layout.estimate.total.value);
  await expect(preview).toContainText(layout.suggestedPackage.title);

  const company = await preview.locator('header p').first().innerText();
  const screenshot = await screenshotAtCaptureWidth(preview);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: QUOTE_DOCUMENT.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(QUOTE_DOCUMENT.fileName(company));
  // The browser's own capture, loaded on the click (html2canvas is not needed for it).
  const capture = scriptOf('src/calculator/pdf/browser-capture.ts', BUILDS.arabic);
  const html2canvas = scriptOf(/[\\/]html2canvas[\\/]/, BUILDS.arabic);
  expect(scripts.filter((url) => capture.test(url))).not.toEqual([]);
  expect(scripts.filter((url) => html2canvas.test(url))).toEqual([]);
  const bytes = await readFile(await download.path());
  const slices = await pageSlices(bytes);

  await servePdfJs(page);
  const rendered = await renderPdf(page, bytes, slices);
  await test.info().attach('preview screenshot', { body: screenshot, contentType: 'image/png' });
  await test.info().attach('PDF rendered', {
    body: Buffer.from(rendered, 'base64'),
    contentType: 'image/png',
  });
  const result = await compare(page, screenshot.toString('base64'), rendered);
  // Every row of the preview is on a page, and the PDF draws what Chromium draws.
  expect(Math.abs(result.heights[0]! - result.heights[1]!)).toBeLessThanOrEqual(2 * SCALE);
  expect(result.inked).toBeGreaterThan(0.01);
  expect(result.differing).toBeLessThanOrEqual(MAX_DIFFERING);

  // The comparison sees unjoined letters: the same preview with every Arabic letter cut from the
  // next (a zero-width non-joiner between them) is far from the PDF. (Its name changes with it.)
  const sheet = page.locator('article:has(#quote-document-title)');
  await sheet.evaluate((element) => {
    const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      node.textContent = node.textContent!.replace(
        /([\u0620-\u064A])(?=[\u0620-\u064A])/g,
        '$1\u200C',
      );
    }
  });
  const unjoined = await compare(
    page,
    (await screenshotAtCaptureWidth(sheet)).toString('base64'),
    rendered,
  );
  expect(unjoined.differing).toBeGreaterThan(2 * MAX_DIFFERING);
});

test('the Arabic dates of a booking and a quote print alike in Node (the prerender) and Chromium', async ({
  page,
}) => {
  const locale = intlLocale('ar');
  // A week of Dubai mornings and midnights: every weekday, and the hour the UTC date differs.
  const instants = Array.from({ length: 7 }, (_, day) => [
    `2026-11-${String(23 + day).padStart(2, '0')}T09:00:00+04:00`,
    `2026-11-${String(23 + day).padStart(2, '0')}T00:00:00+04:00`,
  ]).flat();
  // One function, run in Node and in the page.
  const print = ({ locale, instants }: { locale: string; instants: readonly string[] }) => {
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'Asia/Dubai' });
    const long = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Dubai' });
    return instants.map((instant) => {
      const date = new Date(instant);
      return `${weekday.format(date)} | ${long.format(date)}`;
    });
  };
  const inNode = print({ locale, instants });
  const inChromium = await page.evaluate(print, { locale, instants });
  expect(inChromium).toEqual(inNode);
  // Latin digits, the Gregorian calendar's months, Dubai's day.
  for (const text of inNode) expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  expect(inNode[0]).toBe('الاثنين | 23 نوفمبر 2026');
  expect(inNode[1]).toBe('الاثنين | 23 نوفمبر 2026');
});

test.describe('the Arabic calculator', () => {
  for (const preset of Object.values(PRESETS)) {
    test(`prices the ${preset.id} preset to the same amounts as the English one`, async ({
      page,
    }) => {
      await page.goto('/ar/pricing');
      await hydrated(page);
      await page.getByRole('button', { name: CALCULATOR.form.presetName(preset.id) }).click();
      const quote = priceQuote(preset.environment);
      const arabic = quoteLayoutWith(quote, QUOTE_WORDS);
      const english = quoteLayoutWith(quote, QUOTE_LABELS_EN);
      const summary = page.getByRole('article', { name: CALCULATOR.summary.title });
      const value = (term: string) => summary.locator(`dt:text-is("${term}") + dd`);
      for (const [i, row] of [arabic.estimate.total, ...arabic.estimate.vatLines].entries()) {
        await expect(value(row.term)).toHaveText(row.value);
        // The same figure as the English site prints for the same input.
        const englishRow = [english.estimate.total, ...english.estimate.vatLines][i]!;
        expect(row.value.replace(/\D/g, '')).toBe(englishRow.value.replace(/\D/g, ''));
      }
      await expect(page.getByRole('status').filter({ hasText: arabic.comparison })).toBeVisible();
      await expect(page.getByLabel(CALCULATOR.form.item('numUsers'), { exact: true })).toHaveValue(
        String(preset.environment.numUsers),
      );
    });
  }
});
