// Uploads scanned by a real clamd before anything of their lead goes out (issue #37, item 1):
// a clean file is mailed, an infected one holds its lead (the visitor none the wiser), and while
// clamd is down the mails wait for it.
import { REFERENCE_PATTERN } from '@acme/forms-client/contract';
import { docxBytes, pdfBytes } from '@acme/tooling/test-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_MARKER, EICAR, SIGNATURES, startClamd, type TestClamd } from './clamd';
import { ENGINES, postMultipart, startServices, startSmtp, track, waitingFor } from './helpers';

let clamd: TestClamd;
beforeAll(async () => {
  clamd = await startClamd();
});
afterAll(() => clamd.destroy());

const COMPANY = 'leads@example.ae';
const VISITOR = 'nadia@gov.ae';
const rfi = (file: File) => ({ name: 'Nadia', email: VISITOR, company: 'Gov', file });

/** The services scanning with the test's clamd, mailing through a real SMTP server. */
async function scanningServices(engine: (typeof ENGINES)[number]) {
  const smtp = track(await startSmtp());
  const services = track(
    await startServices({
      engine,
      smtpUrl: smtp.url,
      companyEmail: COMPANY,
      scan: { clamd: { socket: clamd.socket }, giveUpMs: 3_600_000 },
    }),
  );
  return { smtp, services };
}

describe.each(ENGINES)('the scan of uploads (%s)', (engine) => {
  it.each([
    ['brief.pdf', pdfBytes()],
    ['brief.docx', docxBytes()],
  ])('mails the lead of a clean %s with its file', async (name, bytes) => {
    const { smtp, services } = await scanningServices(engine);
    const answer = await postMultipart(services.config.rfiEndpoint, rfi(new File([bytes], name)));
    expect(answer.status).toBe(200);
    await services.settled();
    const [mail] = await smtp.to(COMPANY);
    expect(mail?.subject).not.toContain('not scanned');
    expect(mail?.attachments.map((file) => file.filename)).toEqual([name]);
    expect(await smtp.to(VISITOR)).toHaveLength(1);
  });

  it.each([
    ['brief.pdf', Buffer.concat([pdfBytes(), ACME_MARKER]), SIGNATURES.marker],
    ['brief.docx', docxBytes({ 'word/media/image1.bin': EICAR }), SIGNATURES.eicar],
  ])(
    'holds the lead of an infected %s with the signature, answering as any other',
    async (name, bytes, signature) => {
      const { smtp, services } = await scanningServices(engine);
      const answer = await postMultipart(services.config.rfiEndpoint, rfi(new File([bytes], name)));
      expect(answer).toEqual({
        status: 200,
        body: expect.objectContaining({
          success: true,
          reference: expect.stringMatching(REFERENCE_PATTERN),
        }),
      });
      await expect
        .poll(async () => (await services.leads())[0]?.held, waitingFor('the lead to be held'))
        .toEqual({ score: 0, reasons: [], infected: signature });
      expect((await services.records())[0]?.deliveries).toEqual([]);
      await services.close();
      expect(smtp.received).toHaveLength(0);
    },
  );

  it('keeps the mails waiting while clamd is down, and sends them once it answers', async () => {
    const { smtp, services } = await scanningServices(engine);
    await clamd.stop();
    try {
      await postMultipart(services.config.rfiEndpoint, rfi(new File([pdfBytes()], 'brief.pdf')));
      await expect
        .poll(
          async () => (await services.records())[0]?.deliveries.map((one) => one.lastError),
          waitingFor('both mails to have failed a scan'),
        )
        .toEqual([
          expect.stringContaining('The file could not be scanned'),
          expect.stringContaining('The file could not be scanned'),
        ]);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await clamd.start();
    }
    await services.settled();
    const [mail] = await smtp.to(COMPANY);
    expect(mail?.attachments.map((file) => file.filename)).toEqual(['brief.pdf']);
  });
});
