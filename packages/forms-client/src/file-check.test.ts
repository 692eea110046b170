import { describe, expect, it } from 'vitest';
import { docBytes, docxBytes, exeBytes, pdfBytes, sizedFile } from '@acme/tooling/test-documents';
import { checkRfiFile } from './file-check';
import { sendRfi } from './forms/rfi';
import { CONTEXT, configFor } from '../test/fixtures';

const TEN_MB = 10 * 1024 * 1024; // site-pages.md §5 and §9: 10 MB
const WRONG_TYPE = 'Please upload PDF or Word (DOC/DOCX).';
const TOO_LARGE = 'File too large (max 10MB).';

describe('RFI/RFP file check', () => {
  it.each([
    ['proposal.pdf', pdfBytes()],
    ['tender.doc', docBytes()],
    ['tender.docx', docxBytes()],
    ['UPPER.PDF', pdfBytes()],
  ])('accepts a real document: %s', async (name, bytes) => {
    expect(await checkRfiFile(new File([bytes], name))).toBeNull();
  });

  it('refuses an executable renamed to .pdf', async () => {
    expect(await checkRfiFile(new File([exeBytes()], 'invoice.pdf'))).toBe(WRONG_TYPE);
  });

  it('refuses a file whose bytes are another allowed type than its extension says', async () => {
    expect(await checkRfiFile(new File([pdfBytes()], 'tender.docx'))).toBe(WRONG_TYPE);
  });

  it.each(['setup.exe', 'notes.txt', 'scan.png', 'archive.zip', 'no-extension'])(
    'refuses the extension of %s',
    async (name) => {
      expect(await checkRfiFile(new File([pdfBytes()], name))).toBe(WRONG_TYPE);
    },
  );

  it('refuses an empty file', async () => {
    expect(await checkRfiFile(new File([], 'empty.pdf'))).toBe(WRONG_TYPE);
  });

  it('accepts exactly 10 MB and refuses one byte more', async () => {
    expect(await checkRfiFile(sizedFile('big.pdf', pdfBytes(), TEN_MB))).toBeNull();
    expect(await checkRfiFile(sizedFile('big.pdf', pdfBytes(), TEN_MB + 1))).toBe(TOO_LARGE);
  });

  it('asks for a file when there is none', async () => {
    expect(await checkRfiFile(null)).toBe('Please attach your RFI/RFP (PDF or Word).');
  });

  it('tells the caller to discard a refused file, and sends nothing', async () => {
    let requests = 0;
    const result = await sendRfi(
      { name: 'A', email: 'a@b.ae', company: 'C', file: new File([exeBytes()], 'rfp.pdf') },
      CONTEXT,
      configFor('http://127.0.0.1:9', {
        fetch: async () => {
          requests += 1;
          return new Response('{}');
        },
      }),
    );
    expect(result).toEqual({ status: 'invalid', message: WRONG_TYPE, discardFile: true });
    expect(requests).toBe(0);
  });
});
