import { sendChecklistLead } from '@acme/forms-client';
import { pdfBytes } from '@acme/tooling/test-documents';
import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { OutboxError, createOutbox } from '../src/outbox';
import { postMultipart, startServices } from './helpers';

const CONTEXT = {
  page: 'http://127.0.0.1/',
  referrer: '',
  campaign: { utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' },
};
const UNEXPECTED = 'The submission could not be processed. Please try again.';
const LEAD = {
  endpoint: 'lead',
  form: 'checklist',
  reference: 'AC-7Q4K2M',
  fields: { name: 'K', email: 'k@x.ae' },
  client: { ip: '127.0.0.1', userAgent: '' },
} as const;

describe('the outbox on a bad day', () => {
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

  it('answers 500 with the service message when it cannot write, never blaming the visitor', async () => {
    const services = await startServices();
    try {
      // A file where the folder was: every write fails, as on a full or read-only disk.
      await rm(services.outboxDir, { recursive: true });
      await writeFile(services.outboxDir, '');
      expect(
        await postMultipart(`${services.url}/send-lead.php`, { name: 'K', email: 'k@x.ae' }),
      ).toEqual({ status: 500, body: { success: false, error: UNEXPECTED } });
      expect(
        await postMultipart(`${services.url}/send-rfi.php`, {
          name: 'N',
          email: 'n@x.ae',
          company: 'C',
          file: new File([pdfBytes()], 'brief.pdf'),
        }),
      ).toEqual({ status: 500, body: { success: false, error: UNEXPECTED } });
    } finally {
      await services.close();
      await rm(services.outboxDir, { force: true });
    }
  });

  it('leaves nothing behind when storing a lead fails half-way', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const outbox = createOutbox(dir);
    await outbox.prepare();
    const file = await outbox.receive(Readable.from([Buffer.from(pdfBytes())]), 8);
    // A field JSON cannot write: the attachment, already in place, is taken back.
    const unwritable = { ...LEAD, fields: { name: 1n } as unknown as Record<string, string> };
    await expect(
      outbox.store(unwritable, { file, fileName: 'a.pdf', type: 'pdf', extension: 'pdf' }),
    ).rejects.toThrow();
    expect((await readdir(dir)).filter((name) => name !== 'requeue')).toEqual([]);

    const missing = { ...file, path: join(dir, '.incoming-gone') };
    await expect(
      outbox.store(LEAD, { file: missing, fileName: 'a.pdf', type: 'pdf', extension: 'pdf' }),
    ).rejects.toBeInstanceOf(OutboxError);
    expect((await readdir(dir)).filter((name) => name !== 'requeue')).toEqual([]);
  });

  it('sweeps, at start, temporary files and orphaned attachments older than an hour', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const old = new Date(Date.now() - 2 * 3_600_000);
    const leftovers = ['.incoming-old', 'orphan-lead-id.pdf'];
    for (const name of [...leftovers, '.incoming-young', 'young-orphan.pdf'])
      await writeFile(join(dir, name), 'x');
    for (const name of leftovers) await utimes(join(dir, name), old, old);
    const kept = createOutbox(dir);
    const lead = await kept.store(LEAD, {
      file: await kept.receive(Readable.from([Buffer.from(pdfBytes())]), 8),
      fileName: 'a.pdf',
      type: 'pdf',
      extension: 'pdf',
    });
    await utimes(join(dir, lead.attachment!.storedAs), old, old);

    const services = await startServices({ outboxDir: dir });
    try {
      const names = await services.files();
      for (const name of leftovers) expect(names).not.toContain(name);
      expect(names).toEqual(
        expect.arrayContaining(['.incoming-young', 'young-orphan.pdf', lead.attachment!.storedAs]),
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
