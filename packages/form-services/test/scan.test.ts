// Uploads scanned by a real clamd before anything of their lead goes out (issue #37, item 1):
// a clean file is mailed, an infected one holds its lead (the visitor none the wiser), and while
// clamd is down the mails wait for it.
import { REFERENCE_PATTERN } from '@acme/forms-client/contract';
import { docxBytes, pdfBytes } from '@acme/tooling/test-documents';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY, DEFAULT_OPTIONS, resolvedOptions } from '../src/config/options';
import { sendDigest } from '../src/daily-jobs';
import { fileScanner } from '../src/delivery/file-scan';
import { leadMail } from '../src/delivery/mails';
import { createDeliveryQueue } from '../src/delivery/queue';
import { smtpTransport } from '../src/mail/transport';
import { openStore } from '../src/store/open-store';
import { startAlertReceiver } from './alert-receiver';
import { ACME_MARKER, EICAR, SIGNATURES, startClamd, type TestClamd } from './clamd';
import {
  ENGINES,
  newDatabase,
  postMultipart,
  startServices,
  startSmtp,
  track,
  waitingFor,
  type Engine,
} from './helpers';
import { leadsCommand } from './processes';
import { HOUR_MS, MINUTE_MS, contractClock } from './store-contract/fixtures';

let clamd: TestClamd;
beforeAll(async () => {
  clamd = await startClamd();
});
afterAll(() => clamd.destroy());

const COMPANY = 'leads@example.ae';
const VISITOR = 'nadia@gov.ae';
const rfi = (file: File, company = 'Gov') => ({ name: 'Nadia', email: VISITOR, company, file });

/** A store of the engine on a clock the test moves, as a server opens it. */
async function storeOn(engine: Engine, now: () => Date) {
  const where =
    engine === 'files'
      ? { outboxDir: await mkdtemp(join(tmpdir(), 'scan-')) }
      : { outboxDir: '', databaseUrl: await newDatabase() };
  return openStore(where, 'server', { clock: now });
}

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

  it('releases an infected lead only when told whether with its file, listing and digesting it', async () => {
    const { smtp, services } = await scanningServices(engine);
    const infected = (name: string) =>
      new File([docxBytes({ 'word/media/image1.bin': EICAR })], name);
    const withheld = await postMultipart(
      services.config.rfiEndpoint,
      rfi(infected('withheld.docx'), 'Gov A'),
    );
    const attached = await postMultipart(
      services.config.rfiEndpoint,
      rfi(infected('attached.docx'), 'Gov B'),
    );
    const first = String(withheld.body.reference);
    const second = String(attached.body.reference);
    await expect
      .poll(
        async () => (await services.leads()).map((lead) => lead.held?.infected),
        waitingFor('both leads to be held'),
      )
      .toEqual([SIGNATURES.eicar, SIGNATURES.eicar]);
    const listing = (await services.listing()).join('\n');
    for (const reference of [first, second])
      expect(listing).toContain(
        `held: its file is infected (${SIGNATURES.eicar}): pnpm leads release ${reference} --with-file or --without-file`,
      );

    const store = track(await openStore(await services.storeWhere(), 'reader'));
    const transport = smtpTransport(smtp.url, 'site@example.ae', DEFAULT_DELIVERY);
    expect(await sendDigest(store, transport, 'sales@example.ae', new Date(), 86_400_000)).toBe(
      true,
    );
    transport.close();
    await expect.poll(() => smtp.received.length, waitingFor('the digest')).toBe(1);
    const [digest] = await smtp.to('sales@example.ae');
    expect(digest?.subject).toContain('0 held as spam, 2 infected');
    expect(digest?.text).toContain(
      `${first}  rfi  Nadia <${VISITOR}>  infected: ${SIGNATURES.eicar}`,
    );

    const where = await services.storeWhere();
    const env = {
      FORMS_OUTBOX: where.outboxDir,
      DATABASE_URL: where.databaseUrl ?? '',
      FORMS_NOTIFY_TO: COMPANY,
      SMTP_URL: '',
    };
    const refused = await leadsCommand(['release', first], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toBe(
      `Lead ${first} is held because its file is infected (${SIGNATURES.eicar}); nothing was sent. Release it with --with-file (its mails carry the file) or --without-file (they say it was withheld).`,
    );
    expect((await services.leads()).every((lead) => lead.held)).toBe(true);
    expect(smtp.received).toHaveLength(1); // the digest alone
    expect((await leadsCommand(['release', first, '--without-file'], env)).code).toBe(0);
    expect((await leadsCommand(['release', second, '--with-file'], env)).code).toBe(0);
    await expect
      .poll(async () => (await smtp.to(COMPANY)).length, waitingFor('both company mails'))
      .toBe(2);
    const mails = await smtp.to(COMPANY);
    const without = mails.find((mail) => mail.text?.includes('withheld.docx'));
    expect(without?.attachments).toEqual([]);
    expect(without?.text).toContain(
      `withheld.docx (${infected('x').size} bytes) — withheld: found infected (${SIGNATURES.eicar}) and released without it`,
    );
    const withFile = mails.find((mail) => mail.text?.includes('attached.docx'));
    expect(withFile?.attachments.map((file) => file.filename)).toEqual(['attached.docx']);
    expect(withFile?.text).toContain(
      `— found infected (${SIGNATURES.eicar}), attached as released with it`,
    );
    await services.settled();
    expect((await services.listing()).join('\n')).toContain(
      `its file was found infected (${SIGNATURES.eicar}); released without-file`,
    );
  });

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

describe.each(ENGINES)('the scan given up while clamd is down (%s)', (engine) => {
  it('alerts once when the mails went out not scanned, however many, and once when clamd answers again', async () => {
    const smtp = track(await startSmtp());
    const receiver = track(await startAlertReceiver());
    const services = track(
      await startServices({
        engine,
        smtpUrl: smtp.url,
        companyEmail: COMPANY,
        // Given up at the first scan that fails: the test need not wait the minutes.
        scan: { clamd: { socket: clamd.socket }, giveUpMs: 1 },
        alerts: {
          ...DEFAULT_OPTIONS.alerts,
          to: { url: receiver.url, format: 'slack' },
          retryDelaysMs: [100],
        },
      }),
    );
    const incidents = async () =>
      ((await (await fetch(`${services.url}/healthz`)).json()) as { incidents: unknown[] })
        .incidents;
    await clamd.stop();
    try {
      for (const name of ['first.pdf', 'second.pdf']) {
        await postMultipart(services.config.rfiEndpoint, rfi(new File([pdfBytes()], name)));
        await services.settled();
      }
      const sent = await smtp.to(COMPANY);
      expect(sent.map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/\[file not scanned\]$/),
        expect.stringMatching(/\[file not scanned\]$/),
      ]);
      await expect.poll(() => receiver.received.length, waitingFor('the alert')).toBe(1);
      expect(String(receiver.received[0]?.body['text'])).toMatch(
        /^Form services incident: the virus scanner not answering, uploads mailed not scanned since \d{4}-\d\d-\d\d \d\d:\d\d UTC\. Cause: .+\.$/,
      );
      expect(String(receiver.received[0]?.body['text'])).not.toMatch(/Nadia|gov\.ae/);
      await expect
        .poll(incidents, waitingFor('the open incident'))
        .toEqual([{ kind: 'scan-down', startedAt: expect.stringMatching(/^\d{4}-.*Z$/) }]);
    } finally {
      await clamd.start();
    }
    expect(receiver.received).toHaveLength(1);
    await postMultipart(services.config.rfiEndpoint, rfi(new File([pdfBytes()], 'third.pdf')));
    await services.settled();
    await expect.poll(() => receiver.received.length, waitingFor('the resolution')).toBe(2);
    expect(receiver.received[1]?.body['text']).toMatch(
      /^Resolved: the virus scanner not answering, uploads mailed not scanned, from .* UTC to .* UTC\.$/,
    );
    await expect.poll(incidents, waitingFor('no incident')).toEqual([]);
    const third = (await smtp.to(COMPANY)).find((mail) => mail.text?.includes('third.pdf'));
    expect(third?.attachments.map((file) => file.filename)).toEqual(['third.pdf']);
    expect(receiver.received).toHaveLength(2);
  });
});

describe.each(ENGINES)('a scanner that never answers (%s), on a moved clock', (engine) => {
  it('retries the scan at least every minute, then mails the file by name, marked not scanned', async () => {
    const clock = contractClock();
    const smtp = track(await startSmtp());
    const store = track(await storeOn(engine, () => clock.now));
    const options = resolvedOptions({
      smtpUrl: smtp.url,
      delivery: { pollEveryMs: HOUR_MS },
      companyEmail: COMPANY,
      // No clamd listens there: every scan fails at once.
      scan: { clamd: { socket: join(tmpdir(), 'no-clamd.sock') }, giveUpMs: HOUR_MS },
    });
    const mail = leadMail(options, () => store, options.mailDir);
    const queue = createDeliveryQueue({
      queue: store.queue,
      transport: mail.transport,
      compose: mail.compose,
      scanFile: options.scan && fileScanner(options.scan, (lead) => store.leads.attachment(lead)),
      holdInfected: store.leads.holdInfected,
      delivery: options.delivery,
      log: { info() {}, warn() {}, error() {} },
      now: () => clock.now,
      // No jitter: both mails fail and come due together, so the test knows when all is quiet.
      random: () => 0.5,
    });
    track({ close: () => queue.close(0) });
    const file = await store.uploads.receive(Readable.from([Buffer.from(pdfBytes())]), 16);
    const { lead } = await store.leads.store(
      {
        endpoint: 'rfi',
        form: 'rfi',
        reference: 'AC-7Q4K2M',
        fields: { name: 'Nadia', email: VISITOR, company: 'Gov' },
        client: { ip: '127.0.0.1', userAgent: 'test' },
        fingerprint: 'scan-give-up',
        upload: { file, fileName: 'brief.pdf', type: 'pdf' },
      },
      { company: COMPANY, visitor: VISITOR, webhook: null, visitorMailsPerHour: 3 },
    );
    const deliveries = async () => (await store.leads.find(lead.id))?.deliveries ?? [];
    queue.start();
    // Past the retry delays' first two (10 s, 30 s), the scan's minute caps them (2 min, 10 min).
    for (let attempts = 1; attempts <= 4; attempts += 1) {
      await expect
        .poll(
          async () => (await deliveries()).map((one) => one.attempts),
          waitingFor(`scan attempt ${attempts} of both mails`),
        )
        .toEqual([attempts, attempts]);
      for (const failed of await deliveries()) {
        expect(failed.lastError).toContain('The file could not be scanned');
        const wait = Date.parse(failed.nextAttemptAt ?? '') - clock.now.getTime();
        expect(wait).toBeLessThanOrEqual(MINUTE_MS);
      }
      expect(smtp.received).toEqual([]);
      const [next] = await deliveries();
      clock.now = new Date(
        attempts < 4
          ? Date.parse(next?.nextAttemptAt ?? '')
          : Date.parse(lead.receivedAt) + HOUR_MS,
      );
      queue.wake();
    }
    await expect
      .poll(
        async () => (await store.leads.find(lead.id))?.deliveries.map((one) => one.status),
        waitingFor('both mails to go out'),
      )
      .toEqual(['delivered', 'delivered']);
    const [sent, ...more] = await smtp.to(COMPANY);
    expect(more).toEqual([]);
    expect(sent?.subject).toMatch(/\[file not scanned\]$/);
    expect(sent?.attachments).toEqual([]);
    expect(sent?.text).toContain(
      `brief.pdf (${pdfBytes().length} bytes) — not attached (not scanned for viruses: the scanner did not answer); kept in ${store.description} (lead ${lead.id})`,
    );
    expect(await smtp.to(VISITOR)).toHaveLength(1);
  });
});
