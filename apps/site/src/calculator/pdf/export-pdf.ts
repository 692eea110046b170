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

/**
 * Saves a document element as an A4 PDF: html2canvas captures it (at scale 2, white, with the
 * watermark added to the capture only), the capture is cut into pages between blocks, and
 * jsPDF writes one compressed JPEG per page inside 24 pt margins. Both libraries load here,
 * on the first export, never with the page.
 */
export async function exportPdf(
  root: HTMLElement,
  { fileName, watermark }: { fileName: string; watermark: string },
): Promise<void> {
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([
    import('html2canvas'),
    import('jspdf'),
  ]);
  const { page, marginPt, scale, captureWidthPx } = PDF_SETTINGS;
  const contentWidthPt = page.width - 2 * marginPt;
  const contentHeightPt = page.height - 2 * marginPt;
  const pageHeightPx = Math.floor((captureWidthPx * contentHeightPt) / contentWidthPt);

  let pages: PageSlice[] = [];
  const capture = await html2canvas(root, {
    scale,
    backgroundColor: PDF_SETTINGS.background,
    logging: false,
    windowWidth: Math.max(window.innerWidth, captureWidthPx + 64),
    onclone: (_document, clone) => {
      clone.style.width = `${captureWidthPx}px`;
      clone.style.maxWidth = 'none';
      pages = planPages(measureBlocks(clone), clone.getBoundingClientRect().height, pageHeightPx);
      addWatermarks(clone, pages, watermark);
    },
  });

  const pdf = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'a4', compress: true });
  const pxPerPt = capture.width / contentWidthPt;
  pages.forEach((slice, index) => {
    const top = Math.round(slice.start * scale);
    const height = Math.min(Math.round(slice.end * scale), capture.height) - top;
    const sheet = document.createElement('canvas');
    sheet.width = capture.width;
    sheet.height = height;
    const context = required(sheet.getContext('2d'), 'a 2D canvas context');
    context.fillStyle = PDF_SETTINGS.background;
    context.fillRect(0, 0, sheet.width, sheet.height);
    context.drawImage(capture, 0, top, capture.width, height, 0, 0, capture.width, height);
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
