// A person's rights over what the site keeps: erasure, access, and the retention period.
import { pdfBytes } from '@acme/tooling/test-documents';
import { createServer } from 'node:http';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFICE_HOURS } from '../src/config/options';
import { addressHash } from '../src/privacy/address-hash';
import { eraseAddress, exportAddress } from '../src/privacy/erasure';
import { applyRetention } from '../src/privacy/retention';
import type { LeadStore, LeadToStore } from '../src/store/lead-store';
import { openStore } from '../src/store/open-store';
import { webhookSender } from '../src/webhooks/webhook-sender';
import {
  ENGINES,
  contactFields,
  freePort,
  newDatabase,
  postMultipart,
  startServices,
  track,
  type Engine,
} from './helpers';
import { contractClock } from './store-contract';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const ERASURE_SECRET = 'erasure-register-key-of-32-chars!';
const DAY_MS = 86_400_000;

/** Every file below a folder, as bytes, with its path. */
async function filesBelow(dir: string): Promise<{ path: string; bytes: Buffer }[]> {
  const found: { path: string; bytes: Buffer }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    found.push({ path, bytes: await readFile(path) });
  }
  return found;
}

/** A receiver that verifies each event and keeps its payload. */
async function startReceiver() {
  const events: unknown[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      events.push(
        new Webhook(SECRET).verify(body, {
          'webhook-id': String(request.headers['webhook-id']),
          'webhook-timestamp': String(request.headers['webhook-timestamp']),
          'webhook-signature': String(request.headers['webhook-signature']),
        }),
      );
      response.writeHead(204).end();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    events,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A store of the engine on its own clock, as a server opens it. */
async function storeOn(engine: Engine, now: () => Date): Promise<LeadStore> {
  const where =
    engine === 'files'
      ? { outboxDir: await mkdtemp(join(tmpdir(), 'retention-')) }
      : { outboxDir: '', databaseUrl: await newDatabase() };
  return openStore(where, 'server', { clock: now });
}

const lead = (email: string): LeadToStore => ({
  endpoint: 'form-mail',
  form: 'contact',
  reference: `AC-${Math.random()
    .toString(36)
    .slice(2, 8)
    .toUpperCase()
    .replace(/[01ILOUV]/g, '2')}`,
  fields: { name: 'N', email, message: 'M' },
  client: { ip: '192.0.2.1', userAgent: 'test' },
  fingerprint: Math.random().toString(36),
});
const PLAN = { company: 'info@example.ae', visitor: null, webhook: null, visitorMailsPerHour: 3 };

describe.each(ENGINES)('a person’s request (%s)', (engine) => {
  it('erases every lead of an address, leaves no byte of it, and tells the CRM by reference', async () => {
    const receiver = track(await startReceiver());
    const services = track(await startServices({ engine }));
    await postMultipart(
      `${services.url}/api/submit`,
      contactFields('Lina@Corp.ae', { name: 'Lina Haddad' }),
    );
    await postMultipart(`${services.url}/send-rfi.php`, {
      name: 'Lina Haddad',
      email: 'lina@corp.ae',
      company: 'Corp',
      file: new File([pdfBytes()], 'brief.pdf'),
    });
    await postMultipart(`${services.url}/api/submit`, contactFields('other@corp.ae'));
    await services.settled();
    const where = await services.storeWhere();
    const store = track(await openStore(where, 'reader'));
    const references = (await store.leads.leadsFrom('LINA@corp.ae')).map(
      ({ lead }) => lead.reference,
    );
    expect(references).toHaveLength(2);

    const report = await eraseAddress(store.leads, 'lina@CORP.ae', {
      mailDir: services.mailDir,
      webhook: { url: receiver.url, sender: webhookSender(SECRET, DEFAULT_OFFICE_HOURS) },
      register: { erasures: store.erasures, secret: ERASURE_SECRET },
      now: new Date(),
    });
    expect(report).toMatchObject({
      leads: 2,
      attachments: 1,
      webhook: 'HTTP 204',
      registered: true,
    });
    // The register holds the address's keyed hash, whatever its letter case; never the address.
    expect(await store.erasures.list()).toEqual([addressHash('LINA@corp.ae', ERASURE_SECRET)]);
    expect([...report.references].sort()).toEqual([...references].sort());
    expect(report.mailCopies).toBeGreaterThan(0);
    expect(await store.leads.leadsFrom('lina@corp.ae')).toEqual([]);
    expect((await services.leads()).map((one) => one.fields.email)).toEqual(['other@corp.ae']);
    // The CRM is told which leads went, by reference: nothing of the person.
    expect(receiver.events).toEqual([
      {
        type: 'lead.erased',
        timestamp: expect.any(String),
        data: { references: report.references, ids: expect.any(Array) },
      },
    ]);
    expect(JSON.stringify(receiver.events).toLowerCase()).not.toContain('lina');
    const left = [
      ...(where.databaseUrl ? [] : await filesBelow(where.outboxDir)),
      ...(await filesBelow(services.mailDir)),
    ];
    for (const file of left) {
      const text = file.bytes.toString('latin1').toLowerCase();
      expect([file.path, text.includes('lina@corp.ae'), text.includes('lina haddad')]).toEqual([
        file.path,
        false,
        false,
      ]);
    }
  });

  it('writes out everything held about an address, with its attachments', async () => {
    const services = track(await startServices({ engine }));
    await postMultipart(`${services.url}/send-rfi.php`, {
      name: 'Nadia',
      email: 'nadia@gov.ae',
      company: 'Gov',
      file: new File([pdfBytes()], 'tender brief.pdf'),
    });
    await postMultipart(`${services.url}/api/submit`, contactFields('NADIA@gov.ae'));
    await postMultipart(`${services.url}/api/submit`, contactFields('other@gov.ae'));
    await services.settled();
    const where = await services.storeWhere();
    const store = track(await openStore(where, 'reader'));
    const folder = await mkdtemp(join(tmpdir(), 'access-'));
    const files = await exportAddress(store.leads, 'nadia@gov.ae', folder);
    expect(files).toHaveLength(2);
    const [json = '', attachment = ''] = files;
    const held: { leads: { fields: Record<string, string>; deliveries: unknown[] }[] } = JSON.parse(
      await readFile(join(folder, json), 'utf8'),
    );
    expect(held.leads.map((one) => (one.fields.email ?? '').toLowerCase())).toEqual([
      'nadia@gov.ae',
      'nadia@gov.ae',
    ]);
    expect(held.leads.every((one) => one.deliveries.length > 0)).toBe(true);
    expect(new Uint8Array(await readFile(join(folder, attachment)))).toEqual(pdfBytes());
  });

  it('keeps leads for the period set, with the clock moved, never while it reads earlier than the newest', async () => {
    const clock = contractClock();
    const store = track(await storeOn(engine, () => clock.now));
    const start = clock.now.getTime();
    const old = (await store.leads.store(lead('old@x.ae'), PLAN)).lead;
    clock.advance(20 * DAY_MS);
    const recent = (await store.leads.store(lead('recent@x.ae'), PLAN)).lead;
    const mailDir = await mkdtemp(join(tmpdir(), 'mail-'));

    // Unset: nothing deleted, the leads older than the policy's period counted.
    clock.now = new Date(start + 800 * DAY_MS);
    expect(await applyRetention(store.leads, { statedDays: 730, now: clock.now, mailDir })).toEqual(
      {
        action: 'counted',
        olderThanStated: 2,
        heldDeleted: 0,
      },
    );
    // A clock that reads earlier than the newest lead deletes nothing.
    const earlier = new Date(start + 10 * DAY_MS);
    expect(
      await applyRetention(store.leads, {
        retentionDays: 1,
        statedDays: 730,
        now: earlier,
        mailDir,
      }),
    ).toEqual({ action: 'refused', newest: recent.receivedAt });
    // 30 days, at day 40: the first lead (40 days old) goes, the second (20) stays.
    const day40 = new Date(start + 40 * DAY_MS);
    expect(
      await applyRetention(store.leads, {
        retentionDays: 30,
        statedDays: 730,
        now: day40,
        mailDir,
      }),
    ).toEqual({ action: 'deleted', leads: 1, mailCopies: 0 });
    expect(await store.leads.find(old.id)).toBeNull();
    expect((await store.leads.find(recent.id))?.lead.id).toBe(recent.id);
  });

  it('deletes a lead held as spam after 30 days, with the period unset', async () => {
    const clock = contractClock();
    const store = track(await storeOn(engine, () => clock.now));
    const hold = { score: 10, reasons: [{ rule: 'disposable-address', weight: 10, reason: 'r' }] };
    const held = (await store.leads.store({ ...lead('bot@mailinator.com'), held: hold }, PLAN))
      .lead;
    const kept = (await store.leads.store(lead('real@corp.ae'), PLAN)).lead;
    const mailDir = await mkdtemp(join(tmpdir(), 'mail-'));
    const at = (days: number) => new Date(Date.parse(held.receivedAt) + days * DAY_MS);
    expect(await applyRetention(store.leads, { statedDays: 730, now: at(29), mailDir })).toEqual({
      action: 'counted',
      olderThanStated: 0,
      heldDeleted: 0,
    });
    expect(await applyRetention(store.leads, { statedDays: 730, now: at(31), mailDir })).toEqual({
      action: 'counted',
      olderThanStated: 0,
      heldDeleted: 1,
    });
    expect(await store.leads.find(held.id)).toBeNull();
    expect((await store.leads.find(kept.id))?.lead.id).toBe(kept.id);
  });
});
