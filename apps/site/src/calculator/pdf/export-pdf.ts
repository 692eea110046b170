import { LANGUAGE } from '@content/language';
import { measureBlocks } from './blocks';
import { planPages, type PageSlice } from './page-breaks';
import { required } from '../../required';

/** The PDF's output settings, as site-core.md §9 gives them. */
export const PDF_SETTINGS = {
  /** A4 portrait, in points. */
  page: { width: 595.28, height: 841.89 },
  marginPt: 24,
  /** html2canvas capture scale. */
  scale: 2,
  background: '#ffffff',
  /** The document is laid out at this width for the capture, whatever the screen. */
  captureWidthPx: 760,
  /** JPEG keeps a page of text and white space to a few hundred kilobytes. */
  jpegQuality: 0.85,
} as const;

/** A watermark line across the middle of each page of the capture. */
function addWatermarks(root: HTMLElement, pages: readonly PageSlice[], text: string): void {
  for (const page of pages) {
    const mark = root.ownerDocument.createElement('div');
    mark.textContent = text;
    mark.setAttribute('aria-hidden', 'true');
    mark.setAttribute('data-watermark', '');
    Object.assign(mark.style, {
      position: 'absolute',
      insetInline: '0',
      top: `${(page.start + page.end) / 2}px`,
      transform: 'translateY(-50%) rotate(-30deg)',
      textAlign: 'center',
      whiteSpace: 'nowrap',
      fontSize: '56px',
      fontWeight: '800',
      color: 'rgba(24, 98, 157, 0.1)',
      pointerEvents: 'none',
    });
    root.appendChild(mark);
  }
}

/** A document drawn for the PDF at scale, and its page slices (CSS pixels). */
interface Capture {
  readonly canvas: HTMLCanvasElement;
  readonly pages: readonly PageSlice[];
}

/** The height of a page's content, in CSS pixels of the capture's width. */
function pageHeightPx(): number {
  const { page, marginPt, captureWidthPx } = PDF_SETTINGS;
  const contentWidthPt = page.width - 2 * marginPt;
  const contentHeightPt = page.height - 2 * marginPt;
  return Math.floor((captureWidthPx * contentHeightPt) / contentWidthPt);
}

/** html2canvas's capture (site-core.md §9): it lays out a copy in a frame and paints it itself. */
async function captureWithHtml2canvas(root: HTMLElement, watermark: string): Promise<Capture> {
  const { default: html2canvas } = await import('html2canvas');
  const { scale, captureWidthPx } = PDF_SETTINGS;
  let pages: PageSlice[] = [];
  const canvas = await html2canvas(root, {
    scale,
    backgroundColor: PDF_SETTINGS.background,
    logging: false,
    windowWidth: Math.max(window.innerWidth, captureWidthPx + 64),
    onclone: (_document, clone) => {
      clone.style.width = `${captureWidthPx}px`;
      clone.style.maxWidth = 'none';
      pages = planPages(measureBlocks(clone), clone.getBoundingClientRect().height, pageHeightPx());
      addWatermarks(clone, pages, watermark);
    },
  });
  return { canvas, pages };
}

/**
 * The browser's own capture, for a right-to-left language: a copy laid out at the capture width
 * out of sight in the page, drawn by the browser (see `browser-capture.ts`), so Arabic is shaped
 * and ordered as on the screen. Loaded with the PDF, on the visitor's click only.
 */
async function captureRightToLeft(root: HTMLElement, watermark: string): Promise<Capture> {
  const { captureWithBrowser } = await import('./browser-capture');
  const { scale, captureWidthPx } = PDF_SETTINGS;
  const holder = root.ownerDocument.createElement('div');
  holder.setAttribute('aria-hidden', 'true');
  Object.assign(holder.style, {
    position: 'fixed',
    top: '0',
    insetInlineStart: '0',
    width: `${captureWidthPx}px`,
    opacity: '0',
    pointerEvents: 'none',
    zIndex: '-1',
  });
  const copy = root.cloneNode(true) as HTMLElement;
  copy.style.width = `${captureWidthPx}px`;
  copy.style.maxWidth = 'none';
  holder.appendChild(copy);
  // Beside the document, so that what its place in the page gives it (inherited fonts, sizes) holds.
  root.after(holder);
  try {
    const pages = planPages(
      measureBlocks(copy),
      copy.getBoundingClientRect().height,
      pageHeightPx(),
    );
    addWatermarks(copy, pages, watermark);
    const { canvas } = await captureWithBrowser(copy, {
      scale,
      background: PDF_SETTINGS.background,
    });
    return { canvas, pages };
  } finally {
    holder.remove();
  }
}

/**
 * The document drawn for the PDF. English keeps html2canvas (site-core.md §9); a right-to-left
 * page is drawn by the browser itself, since html2canvas breaks Arabic (lines, list markers and
 * the length of the capture; see e2e/quote-pdf-ar.spec.ts), and falls back to html2canvas where
 * the browser will not let the page read its own drawing.
 */
async function capture(root: HTMLElement, watermark: string): Promise<Capture> {
  if (LANGUAGE.dir === 'rtl') {
    try {
      return await captureRightToLeft(root, watermark);
    } catch {
      // A tainted canvas (a browser that guards foreignObject images): the other capture.
    }
  }
  return captureWithHtml2canvas(root, watermark);
}

/**
 * Saves a document element as an A4 PDF: the document is captured (at scale 2, white, with the
 * watermark added to the capture only), the capture is cut into pages between blocks, and
 * jsPDF writes one compressed JPEG per page inside 24 pt margins. The libraries load here, on
 * the first export, never with the page.
 */
export async function exportPdf(
  root: HTMLElement,
  { fileName, watermark }: { fileName: string; watermark: string },
): Promise<void> {
  const [{ canvas: drawing, pages }, { jsPDF }] = await Promise.all([
    capture(root, watermark),
    import('jspdf'),
  ]);
  const { page, marginPt, scale } = PDF_SETTINGS;
  const contentWidthPt = page.width - 2 * marginPt;
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'a4', compress: true });
  const pxPerPt = drawing.width / contentWidthPt;
  pages.forEach((slice, index) => {
    const top = Math.round(slice.start * scale);
    const height = Math.min(Math.round(slice.end * scale), drawing.height) - top;
    const sheet = document.createElement('canvas');
    sheet.width = drawing.width;
    sheet.height = height;
    const context = required(sheet.getContext('2d'), 'a 2D canvas context');
    context.fillStyle = PDF_SETTINGS.background;
    context.fillRect(0, 0, sheet.width, sheet.height);
    context.drawImage(drawing, 0, top, drawing.width, height, 0, 0, drawing.width, height);
    if (index > 0) pdf.addPage();
    pdf.addImage(
      sheet.toDataURL('image/jpeg', PDF_SETTINGS.jpegQuality),
      'JPEG',
      marginPt,
      marginPt,
      contentWidthPt,
      height / pxPerPt,
    );
  });
  pdf.setProperties({ title: fileName.replace(/\.pdf$/, ''), creator: watermark });
  pdf.save(fileName);
}
