// The scanner's client against a real clamd: clean documents pass, the test signatures are found
// (one only inside a DOCX's compressed part), a 10 MB file is read whole, and a clamd that is
// down is a failure, not a verdict.
import { docxBytes, pdfBytes } from '@acme/tooling/test-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanFailure, clamdUrl, scanBytes, type ClamdAddress } from '../src/scan/clamd';
import { ACME_MARKER, EICAR, SIGNATURES, startClamd, type TestClamd } from './clamd';

let clamd: TestClamd;
beforeAll(async () => {
  clamd = await startClamd();
});
afterAll(() => clamd.destroy());

const addresses = (): Record<string, ClamdAddress> => ({
  'Unix socket': { socket: clamd.socket },
  TCP: clamdUrl(clamd.url) ?? { socket: '' },
});

describe.each(['Unix socket', 'TCP'])('clamd over its %s', (over) => {
  const address = () => addresses()[over] as ClamdAddress;

  it('passes a clean PDF and DOCX', async () => {
    await expect(scanBytes(address(), pdfBytes())).resolves.toEqual({ clean: true });
    await expect(scanBytes(address(), docxBytes())).resolves.toEqual({ clean: true });
  });

  it('finds the EICAR file and the custom signature, naming each', async () => {
    await expect(scanBytes(address(), EICAR)).resolves.toEqual({
      clean: false,
      signature: SIGNATURES.eicar,
    });
    const marked = Buffer.concat([pdfBytes(), ACME_MARKER, Buffer.from('\n%%EOF\n')]);
    await expect(scanBytes(address(), marked)).resolves.toEqual({
      clean: false,
      signature: SIGNATURES.marker,
    });
  });
});

it('finds a file that is infected only inside a DOCX', async () => {
  const docx = docxBytes({ 'word/media/payload.bin': EICAR });
  expect(Buffer.from(docx).includes(EICAR)).toBe(false);
  await expect(scanBytes({ socket: clamd.socket }, docx)).resolves.toEqual({
    clean: false,
    signature: SIGNATURES.eicar,
  });
});

it('reads a 10 MB file whole, finding a signature at its end', async () => {
  const big = Buffer.alloc(10 * 1024 * 1024, 0x20);
  await expect(scanBytes({ socket: clamd.socket }, big)).resolves.toEqual({ clean: true });
  ACME_MARKER.copy(big, big.length - ACME_MARKER.length - 1);
  await expect(scanBytes({ socket: clamd.socket }, big)).resolves.toEqual({
    clean: false,
    signature: SIGNATURES.marker,
  });
});

it('fails, with no verdict, while clamd is down', async () => {
  await clamd.stop();
  try {
    for (const address of Object.values(addresses()))
      await expect(scanBytes(address, pdfBytes())).rejects.toThrow(ScanFailure);
  } finally {
    await clamd.start();
  }
  await expect(scanBytes({ socket: clamd.socket }, pdfBytes())).resolves.toEqual({ clean: true });
});
