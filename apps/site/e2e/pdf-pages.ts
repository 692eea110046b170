import { PDFDict, PDFDocument, PDFName, decodePDFRawStream } from 'pdf-lib';
import type { PDFNumber, PDFRawStream } from 'pdf-lib';

/** A PDF page as a test reads it: its size in points and the images it paints, in order. */
export interface PdfPage {
  readonly width: number;
  readonly height: number;
  readonly images: readonly { readonly width: number; readonly height: number }[];
}

/** Reads a PDF's pages: each page's size and the pixel size of each image its content draws. */
export async function pdfPages(bytes: Uint8Array): Promise<PdfPage[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((p) => {
    const xObjects = p.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
    // The images this page draws: the names its content stream paints with `Do`.
    const content = decodePDFRawStream(p.node.Contents() as PDFRawStream).decode();
    const drawn = [
      ...Buffer.from(content)
        .toString('latin1')
        .matchAll(/\/(\S+) Do/g),
    ];
    const images = drawn.map(([, name]) => {
      const image = pdf.context.lookup(xObjects.get(PDFName.of(name!))) as PDFRawStream;
      const size = (key: string) => (image.dict.get(PDFName.of(key)) as PDFNumber).asNumber();
      return { width: size('Width'), height: size('Height') };
    });
    return { ...p.getSize(), images };
  });
}
