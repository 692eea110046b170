import { sendChecklistLead } from '@acme/forms-client';
import { pdfBytes } from '@acme/tooling/test-documents';
import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES } from '../src/http/answer';
import { attemptFailed } from '../src/store/delivery-record';
import { StoreUnavailableError } from '../src/store/errors';
import { openFileStore } from '../src/store/files/file-store';
import { NO_CHANGE_DELIVERIES } from './store-contract/fixtures';
import { postMultipart, startServices, startSmtp, contactFields, waitingFor } from './helpers';

const CONTEXT = {
  page: 'http://127.0.0.1/',
  referrer: '',
  campaign: { utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' },
};
const UNAVAILABLE = SERVICE_MESSAGES.unavailable;
const MAILS = { company: 'info@example.ae', visitor: null, webhook: null, visitorMailsPerHour: 3 };
const LEAD = {
  endpoint: 'lead',
  form: 'checklist',
  reference: 'AC-7Q4K2M',
  fields: { name: 'K', email: 'k@x.ae' },
  client: { ip: '127.0.0.1', userAgent: '' },
  fingerprint: 'f',
} as const;

/** The lead files, records and attachments in an outbox (its folders and lock aside). */
const leadFiles = async (dir: string) =>
  (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && !['server.lock', 'layout'].includes(entry.name))
    .map((entry) => entry.name);

describe('the file engine on a bad day', () => {
  it('recreates its folder when someone removed it, and keeps the lead', async () => {
    const services = await startServices();
    try {
      await rm(services.outboxDir, { recursive: true });
      const sent = await sendChecklistLead(
        { name: 'K', email: 'k@x.ae' },
        CONTEXT,
        services.config,
      );
      expect(sent.status).toBe('sent');
      expect(await services.leads()).toHaveLength(1);
      await services.settled();
    } finally {
      await services.close();
    }
  });

  it('answers 503 with Retry-After and the service message when it cannot write, never blaming the visitor', async () => {
    const services = await startServices();
    try {
      // A file where the folder was: every write fails, as on a full or read-only disk.
      await rm(services.outboxDir, { recursive: true });
      await writeFile(services.outboxDir, '');
      expect(
        await postMultipart(`${services.url}/send-lead.php`, { name: 'K', email: 'k@x.ae' }),
      ).toEqual({ status: 503, body: { success: false, error: UNAVAILABLE } });
      expect(
        await postMultipart(`${services.url}/send-rfi.php`, {
          name: 'N',
          email: 'n@x.ae',
          company: 'C',
          file: new File([pdfBytes()], 'brief.pdf'),
        }),
      ).toEqual({ status: 503, body: { success: false, error: UNAVAILABLE } });
    } finally {
      await services.close();
      await rm(services.outboxDir, { force: true });
    }
  });

  it('leaves nothing behind when storing a lead fails half-way', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const store = await openFileStore({ dir, openedBy: 'server' });
    try {
      const file = await store.uploads.receive(Readable.from([Buffer.from(pdfBytes())]), 8);
      // A field JSON cannot write: the attachment, already in place, is taken back.
      const unwritable = { ...LEAD, fields: { name: 1n } as unknown as Record<string, string> };
      await expect(
        store.leads.store(
          { ...unwritable, upload: { file, fileName: 'a.pdf', type: 'pdf' } },
          MAILS,
        ),
      ).rejects.toThrow();
      expect(await leadFiles(dir)).toEqual([]);

      const missing = { ...file, path: join(dir, '.incoming-gone') };
      await expect(
        store.leads.store(
          { ...LEAD, upload: { file: missing, fileName: 'a.pdf', type: 'pdf' } },
          MAILS,
        ),
      ).rejects.toBeInstanceOf(StoreUnavailableError);
      expect(await leadFiles(dir)).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('sweeps, at start, temporary files and orphaned attachments older than an hour', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const old = new Date(Date.now() - 2 * 3_600_000);
    const leftovers = ['.incoming-old', 'orphan-lead-id.pdf'];
    for (const name of [...leftovers, '.incoming-young', 'young-orphan.pdf'])
      await writeFile(join(dir, name), 'x');
    for (const name of leftovers) await utimes(join(dir, name), old, old);
    const kept = await openFileStore({ dir, openedBy: 'server' });
    const { lead } = await kept.leads.store(
      {
        ...LEAD,
        upload: {
          file: await kept.uploads.receive(Readable.from([Buffer.from(pdfBytes())]), 8),
          fileName: 'a.pdf',
          type: 'pdf',
        },
      },
      MAILS,
    );
    await kept.close();
    const storedAs = `${lead.id}.pdf`;
    await utimes(join(dir, storedAs), old, old);

    const services = await startServices({ outboxDir: dir });
    try {
      const names = await services.files();
      for (const name of leftovers) expect(names).not.toContain(name);
      expect(names).toEqual(
        expect.arrayContaining(['.incoming-young', 'young-orphan.pdf', storedAs]),
      );
    } finally {
      await services.close();
    }
  });

  it('keeps leads, records and files readable by the server’s user only, emails trimmed', async () => {
    const services = await startServices();
    try {
      await postMultipart(`${services.url}/send-rfi.php`, {
        name: 'N',
        email: '  nadia@gov.ae ',
        company: 'C',
        file: new File([pdfBytes()], 'brief.pdf'),
      });
      await services.settled();
      const [lead] = await services.leads();
      expect(lead!.fields.email).toBe('nadia@gov.ae');
      for (const name of await services.files())
        expect([name, (await stat(join(services.outboxDir, name))).mode & 0o777]).toEqual([
          name,
          0o600,
        ]);
    } finally {
      await services.close();
    }
  });
});

describe('the file engine’s start', () => {
  const flatLead = (index: number, email: string) => {
    const receivedAt = new Date(Date.now() - (10 - index) * 60_000).toISOString();
    return {
      id: `${receivedAt.replace(/[:.]/g, '-')}-form-mail-0000000${index}`,
      reference: `AC-22222${index + 2}`,
      endpoint: 'form-mail',
      form: 'contact',
      receivedAt,
      fields: { source: 'contact', name: 'N', email, subject: 'S', message: 'M' },
      attachment: null,
      client: { ip: '127.0.0.1', userAgent: '' },
    };
  };
  const delivery = (kind: string, to: string, status: string) => ({
    kind,
    to,
    status,
    attempts: status === 'pending' ? 0 : 1,
    queuedAt: new Date().toISOString(),
    nextAttemptAt: status === 'pending' ? new Date().toISOString() : null,
    lastError: null,
    deliveredAt: status === 'delivered' ? new Date().toISOString() : null,
    receipt: status === 'delivered' ? '250 OK' : null,
  });

  it('migrates a flat outbox: nothing lost, nothing delivered sent again', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'flat-outbox-'));
    const done = flatLead(1, 'done@x.ae');
    const half = flatLead(2, 'half@x.ae');
    const unplanned = flatLead(3, 'unplanned@x.ae');
    for (const lead of [done, half, unplanned])
      await writeFile(join(dir, `${lead.id}.json`), JSON.stringify(lead));
    await writeFile(
      join(dir, `${done.id}.delivery.json`),
      JSON.stringify({
        lead: done.id,
        deliveries: [
          delivery('company', 'info@example.ae', 'delivered'),
          delivery('visitor', 'done@x.ae', 'delivered'),
        ],
      }),
    );
    await writeFile(
      join(dir, `${half.id}.delivery.json`),
      JSON.stringify({
        lead: half.id,
        deliveries: [
          delivery('company', 'info@example.ae', 'delivered'),
          delivery('visitor', 'half@x.ae', 'pending'),
        ],
      }),
    );
    const smtp = await startSmtp();
    const services = await startServices({ outboxDir: dir, smtpUrl: smtp.url });
    try {
      await services.settled();
      // Nothing more comes: the services finish any send still in flight as they close.
      await services.close();
      expect(smtp.received.map((mail) => mail.to.join()).sort()).toEqual([
        'half@x.ae',
        'info@example.ae',
        'unplanned@x.ae',
      ]);
      expect(await services.leads()).toHaveLength(3);
    } finally {
      await services.close();
      await smtp.close();
    }
    // A second start migrates nothing again, and sends nothing: no mail of any lead is pending
    // once it has opened the outbox (one made pending again would be waited for, and sent), and
    // it finishes any send in flight as it closes.
    const smtpAgain = await startSmtp();
    const again = await startServices({ outboxDir: dir, smtpUrl: smtpAgain.url });
    await again.settled();
    await again.close();
    await smtpAgain.close();
    expect(smtpAgain.received).toHaveLength(0);
  });

  it('counts the failed deliveries of an outbox kept before failed/ existed, at its first start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'failed-index-'));
    const before = await openFileStore({ dir, openedBy: 'server' });
    await before.leads.store(LEAD, MAILS);
    for (const claim of await before.queue.claim('a', 10, 60_000, new Date()))
      await before.queue.record('a', claim.lead.id, attemptFailed(claim.delivery, '550 no', null));
    await before.close();
    await rm(join(dir, 'failed'), { recursive: true });
    const store = await openFileStore({ dir, openedBy: 'server' });
    try {
      expect((await store.queue.figures()).failed).toEqual({
        company: 1,
        visitor: 0,
        webhook: 0,
        chat: 0,
        ...NO_CHANGE_DELIVERIES,
      });
    } finally {
      await store.close();
    }
  });

  it('forgets, at start, the failed mark of a lead whose import was cut before its lead file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'failed-index-'));
    const before = await openFileStore({ dir, openedBy: 'server' });
    await before.close();
    await writeFile(join(dir, 'failed', '2026-01-05T10-00-00-000Z-rfi-0a1b2c3d.company'), '');
    const store = await openFileStore({ dir, openedBy: 'server' });
    try {
      expect((await store.queue.figures()).failed).toEqual({
        company: 0,
        visitor: 0,
        webhook: 0,
        chat: 0,
        ...NO_CHANGE_DELIVERIES,
      });
    } finally {
      await store.close();
    }
  });

  it('reads only the leads with mail to send, never the finished ones', async () => {
    const smtp = await startSmtp();
    const services = await startServices({ smtpUrl: smtp.url });
    const [finished] = await Promise.all([
      postMultipart(`${services.url}/send-lead.php`, { name: 'F', email: 'f@x.ae' }),
    ]);
    expect(finished.status).toBe(200);
    await services.settled();
    await services.close();
    await smtp.close();
    // A finished lead's files made unreadable: a start that read them would say so.
    const [lead] = await readdir(services.outboxDir).then((names) =>
      names.filter((name) => name.endsWith('.json') && !name.endsWith('.delivery.json')),
    );
    await writeFile(join(services.outboxDir, lead ?? ''), '{ broken');
    await writeFile(
      join(services.outboxDir, (lead ?? '').replace('.json', '.delivery.json')),
      '{ broken',
    );
    const store = await openFileStore({ dir: services.outboxDir, openedBy: 'server' });
    try {
      expect(store.opened).toEqual({ migrated: 0, swept: 0, pending: 0 });
    } finally {
      await store.close();
    }
  });

  it('refuses a second server on the same outbox, naming the one that holds it', async () => {
    const services = await startServices();
    try {
      await expect(startServices({ outboxDir: services.outboxDir })).rejects.toThrow(
        new RegExp(
          `^The outbox ${services.outboxDir} is held by a running server \\(process ${process.pid} on ${hostname()}, since [^)]+\\)\\. Two servers must not deliver from one outbox: give each its own FORMS_OUTBOX, or share a database \\(DATABASE_URL\\)\\.$`,
        ),
      );
    } finally {
      await services.close();
    }
    // Once it has let go, another server may start on it.
    await (await startServices({ outboxDir: services.outboxDir })).close();
  });

  it('asks the running server to resend, never writing its delivery records itself', async () => {
    const smtp = await startSmtp({
      refuse: (recipient) =>
        recipient === 'gone@x.ae' ? { code: 550, message: 'No such user' } : null,
    });
    const services = await startServices({ smtpUrl: smtp.url });
    try {
      await postMultipart(`${services.url}/api/submit`, contactFields('gone@x.ae'));
      const [record] = await services.settled();
      const recordFile = join(services.outboxDir, `${record?.lead}.delivery.json`);
      const before = await stat(recordFile);
      const reader = await openFileStore({ dir: services.outboxDir, openedBy: 'reader' });
      const outcome = await reader.queue.requeueFailed(record?.lead ?? '', new Date());
      await reader.close();
      expect(outcome.status).toBe('queued');
      expect((await stat(recordFile)).mtimeMs).toBe(before.mtimeMs);
      // The server applies the request: the visitor mail is queued afresh, tried, and fails again.
      const queuedBefore = record?.deliveries[1]?.queuedAt;
      await expect
        .poll(async () => {
          const visitor = (await services.records())[0]?.deliveries[1];
          return visitor?.queuedAt !== queuedBefore && visitor?.status === 'failed';
        }, waitingFor('the server to queue the mail again and record its refusal'))
        .toBe(true);
    } finally {
      await services.close();
      await smtp.close();
    }
  });
});
