import { sendChecklistLead } from '@acme/forms-client';
import { pdfBytes } from '@acme/tooling/test-documents';
import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES } from '../src/http/answer';
import { StoreUnavailableError } from '../src/store/errors';
import { openFileStore } from '../src/store/files/file-store';
import { postMultipart, startServices } from './helpers';

const CONTEXT = {
  page: 'http://127.0.0.1/',
  referrer: '',
  campaign: { utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' },
};
const UNAVAILABLE = SERVICE_MESSAGES.unavailable;
const MAILS = { company: 'info@example.ae', visitor: null, visitorMailsPerHour: 3 };
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
    const store = await openFileStore({ dir, role: 'server' });
    try {
      const file = await store.receive(Readable.from([Buffer.from(pdfBytes())]), 8);
      // A field JSON cannot write: the attachment, already in place, is taken back.
      const unwritable = { ...LEAD, fields: { name: 1n } as unknown as Record<string, string> };
      await expect(
        store.store({ ...unwritable, upload: { file, fileName: 'a.pdf', type: 'pdf' } }, MAILS),
      ).rejects.toThrow();
      expect(await leadFiles(dir)).toEqual([]);

      const missing = { ...file, path: join(dir, '.incoming-gone') };
      await expect(
        store.store({ ...LEAD, upload: { file: missing, fileName: 'a.pdf', type: 'pdf' } }, MAILS),
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
    const kept = await openFileStore({ dir, role: 'server' });
    const { lead } = await kept.store(
      {
        ...LEAD,
        upload: {
          file: await kept.receive(Readable.from([Buffer.from(pdfBytes())]), 8),
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
