// Writes the IT AMC checklist as a real, multi-page PDF with selectable text (pdf-lib, at build time).
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { SITE } from '../../src/config';
import type { CHECKLIST } from '../../src/content/en/checklist';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BRAND = rgb(0x18 / 255, 0x62 / 255, 0x9d / 255);

/** Splits text into lines that fit `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
    else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The checklist PDF's bytes. */
export async function checklistPdf(
  checklist: typeof CHECKLIST,
  {
    companyName,
    email,
    phone,
    siteUrl,
  }: Pick<typeof SITE, 'companyName' | 'email' | 'phone' | 'siteUrl'>,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${checklist.title} — ${companyName}`);
  pdf.setAuthor(companyName);
  pdf.setSubject(checklist.subtitle);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let page!: PDFPage;
  let y = 0;
  const newPage = () => {
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
    page.drawText(`${companyName} · ${checklist.title}`, {
      x: MARGIN,
      y: 28,
      size: 8,
      font: regular,
      color: rgb(0.35, 0.35, 0.35),
    });
  };
  const write = (
    text: string,
    {
      font = regular,
      size = 11,
      color = rgb(0.1, 0.14, 0.19),
      indent = 0,
      gap = 4,
    }: { font?: PDFFont; size?: number; color?: RGB; indent?: number; gap?: number } = {},
  ) => {
    for (const line of wrap(text, font, size, width - indent)) {
      if (y - size < MARGIN) newPage();
      y -= size + 2;
      page.drawText(line, { x: MARGIN + indent, y, size, font, color });
    }
    y -= gap;
  };

  newPage();
  write(checklist.title, { font: bold, size: 26, color: BRAND, gap: 10 });
  write(checklist.subtitle, { size: 13, gap: 18 });
  checklist.sections.forEach((section, index) => {
    // Each section after the first few starts on a fresh page, so a section never splits awkwardly.
    if (index > 0 && index % 3 === 0) newPage();
    write(section.title, { font: bold, size: 15, color: BRAND, gap: 8 });
    for (const item of section.items) {
      if (y - 30 < MARGIN) newPage();
      page.drawRectangle({
        x: MARGIN,
        y: y - 12,
        width: 9,
        height: 9,
        borderColor: BRAND,
        borderWidth: 1,
      });
      write(item, { indent: 18, gap: 6 });
    }
    y -= 10;
  });
  write(checklist.footer, { font: bold, size: 12, gap: 6 });
  write(`${siteUrl} · ${email} · ${phone}`, { size: 10 });
  return pdf.save();
}
