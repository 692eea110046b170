import { makeReference } from '@acme/forms-client/contract';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { runner } from 'node-pg-migrate';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attemptFailed, newDelivery } from '../src/store/delivery-record';
import { StoreUnavailableError } from '../src/store/errors';
import type { LeadStore, LeadToStore, LeadWithDeliveries, SpamHold } from '../src/store/lead-store';
import {
  createPostgresStore,
  migrationsDir,
  validateDatabaseUrl,
  type PostgresStoreOptions,
} from '../src/store/postgres';
import { waitingFor, within } from './helpers';
import { startPostgres, type TestPostgres } from './postgres';
import { contractClock, describeLeadStore } from './store-contract';

let server: TestPostgres;
let stagingDir: string;
const opened: LeadStore[] = [];

beforeAll(async () => {
  server = await startPostgres();
  stagingDir = await mkdtemp(join(tmpdir(), 'pg-staging-'));
});

afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  await server.destroy();
  await rm(stagingDir, { recursive: true, force: true });
});

/** How many migrations the package has: a new database gets every one. */
const MIGRATIONS = readdirSync(migrationsDir()).filter((name) => name.endsWith('.sql')).length;

const quiet = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

/** A store on `url` (a fresh database by default), closed after the file. */
async function openStore(options: Partial<PostgresStoreOptions> = {}): Promise<LeadStore> {
  const store = createPostgresStore({
    url: options.url ?? (await server.createDatabase()),
    stagingDir,
    log: quiet(),
    ...options,
  });
  opened.push(store);
  return store;
}

describeLeadStore('PostgreSQL', async () => {
  const clock = contractClock();
  const store = createPostgresStore({
    url: await server.createDatabase(),
    clock: () => clock.now,
    stagingDir,
    log: quiet(),
  });
  return { store, clock, close: () => store.close() };
});

const submission = (): LeadToStore => ({
  endpoint: 'form-mail',
  form: 'contact',
  reference: makeReference(),
  fields: { name: 'Aisha Rahman', email: 'aisha@example.com' },
  client: { ip: '192.0.2.10', userAgent: 'postgres-test' },
  fingerprint: 'same-content',
});
const MAILS = { company: 'info@example.ae', visitor: null, webhook: null, visitorMailsPerHour: 3 };

/** Runs `work` on a connection of its own to `url`. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function count(url: string, sql: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`);
    return Number(rows[0]?.n);
  });
}

/**
 * Every column of every table in the database that holds `needle` in some row, letter case
 * ignored, as `table.column`: each column read as text, `bytea` through `encode(…, 'escape')`.
 */
async function columnsHolding(url: string, needle: string): Promise<string[]> {
  return withClient(url, async (client) => {
    const { rows: columns } = await client.query<{
      table_schema: string;
      table_name: string;
      column_name: string;
      data_type: string;
    }>(
      `SELECT c.table_schema, c.table_name, c.column_name, c.data_type
       FROM information_schema.columns c
       JOIN information_schema.tables t USING (table_schema, table_name)
       WHERE t.table_type = 'BASE TABLE'
         AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
       ORDER BY c.table_name, c.column_name`,
    );
    const holding: string[] = [];
    for (const column of columns) {
      const table = `${client.escapeIdentifier(column.table_schema)}.${client.escapeIdentifier(column.table_name)}`;
      const name = client.escapeIdentifier(column.column_name);
      const asText = column.data_type === 'bytea' ? `encode(${name}, 'escape')` : `${name}::text`;
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${table} WHERE strpos(lower(${asText}), lower($1)) > 0`,
        [needle],
      );
      if (Number(rows[0]?.n) > 0) holding.push(`${column.table_name}.${column.column_name}`);
    }
    return holding;
  });
}

describe('PostgreSQL store', () => {
  it('applies the migrations once when two servers start together', async () => {
    const url = await server.createDatabase();
    const logs = [quiet(), quiet()];
    const stores = await Promise.all(logs.map((log) => openStore({ url, log })));
    await Promise.all(stores.map((store) => store.ping()));
    await Promise.all(stores.map((store) => store.leads.find('AC-NOTHER')));
    expect(await count(url, 'pgmigrations')).toBe(MIGRATIONS);
    const migrated = logs.flatMap((log) =>
      log.info.mock.calls.filter((call) => call[1] === 'database migrated'),
    );
    expect(migrated).toHaveLength(1);
  });

  it('makes one lead of the same submission sent ten times to two servers at once', async () => {
    const url = await server.createDatabase();
    const [a, b] = await Promise.all([openStore({ url }), openStore({ url })]);
    const sent = submission();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) => (index % 2 ? a : b).leads.store(sent, MAILS)),
    );
    expect(outcomes.filter((outcome) => !outcome.repeated)).toHaveLength(1);
    expect(new Set(outcomes.map((outcome) => outcome.lead.id)).size).toBe(1);
    expect(await count(url, 'leads')).toBe(1);
    expect(await count(url, 'deliveries')).toBe(1);
  });

  it('holds the visitor-mail limit across servers', async () => {
    const url = await server.createDatabase();
    const [a, b] = await Promise.all([openStore({ url }), openStore({ url })]);
    const plan = { ...MAILS, visitor: 'Omar@example.com' };
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        (index % 2 ? a : b).leads.store({ ...submission(), fingerprint: `lead-${index}` }, plan),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.repeated)).toEqual([]);
    expect(await count(url, "deliveries WHERE kind = 'visitor' AND status = 'pending'")).toBe(3);
    expect(await count(url, "deliveries WHERE kind = 'visitor' AND status = 'suppressed'")).toBe(3);
  });

  it("shares the due mails between two servers, and gives a dead server's claims to the other", async () => {
    const url = await server.createDatabase();
    const [a, b] = await Promise.all([openStore({ url }), openStore({ url })]);
    for (let index = 0; index < 20; index += 1) await a.leads.store(submission(), MAILS);
    const now = new Date();
    const [fromA, fromB] = await Promise.all([
      a.queue.claim('server-a', 20, 60_000, now),
      b.queue.claim('server-b', 20, 60_000, now),
    ]);
    const ids = [...fromA, ...fromB].map((claim) => claim.lead.id);
    expect(new Set(ids).size).toBe(20);
    expect(ids).toHaveLength(20);
    // Server a dies holding its claims: they return to b when its lease ends, not before.
    const heldByA = new Set(fromA.map((claim) => claim.lead.id));
    expect(await b.queue.claim('server-b', 20, 60_000, new Date(now.getTime() + 59_999))).toEqual(
      [],
    );
    const taken = await b.queue.claim('server-b', 20, 60_000, new Date(now.getTime() + 60_000));
    expect(new Set(taken.map((claim) => claim.lead.id))).toEqual(heldByA);
  });

  it('rejects every call with StoreUnavailableError while the database is down, then recovers', async () => {
    const store = await openStore();
    const { lead } = await store.leads.store(submission(), MAILS);
    await server.stop();
    try {
      const key = { lead: lead.id, kind: 'company' as const };
      const now = new Date();
      const calls: Record<string, () => Promise<unknown>> = {
        ping: () => store.ping(),
        store: () => store.leads.store(submission(), MAILS),
        find: () => store.leads.find(lead.id),
        list: async () => {
          for await (const _ of store.leads.list()) return;
        },
        attachment: () => store.leads.attachment(lead),
        claim: () => store.queue.claim('a', 1, 60_000, now),
        renew: () => store.queue.renew('a', [key], 60_000, now),
        record: () =>
          store.queue.record('a', lead.id, newDelivery('company', 'info@example.ae', now)),
        release: () => store.queue.release('a', [key]),
        retryNow: () => store.queue.retryNow([key], now),
        requeueFailed: () => store.queue.requeueFailed(lead.id, now),
        nextDue: () => store.queue.nextDue(),
        importLead: () => store.leads.importLead({ lead, deliveries: [] }, null),
        countRecent: () => store.leads.countRecent('contact', 'aisha@example.com', now),
        releaseHeld: () => store.leads.releaseHeld(lead.id, () => MAILS, now),
        leadsFrom: () => store.leads.leadsFrom('aisha@example.com'),
        erase: () => store.leads.erase({ from: 'aisha@example.com' }),
        eraseBefore: () => store.leads.erase({ receivedBefore: now }),
        newestReceivedAt: () => store.leads.newestReceivedAt(),
        countReceivedBefore: () => store.leads.countReceivedBefore(now),
        addErasures: () => store.erasures.add(['a'.repeat(64)]),
        listErasures: () => store.erasures.list(),
      };
      // Each call must fail within 6 s of the store's own clock (its connection timeout is 5 s),
      // never waiting out its 30 s query timeout or hanging: that clock is the test's, moved
      // past 6 s while the call is out, so a slow machine cannot make a call look slow.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      for (const [name, call] of Object.entries(calls)) {
        const failing = call().then(
          () => new Error(`${name} resolved`),
          (caught: unknown) => caught,
        );
        await vi.advanceTimersByTimeAsync(6_000);
        const error = await within(failing, `${name}() to fail within 6 s of the store's clock`);
        expect(error, name).toBeInstanceOf(StoreUnavailableError);
      }
    } finally {
      vi.useRealTimers();
      await server.start();
    }
    await expect(store.ping()).resolves.toBeUndefined();
    expect((await store.leads.find(lead.id))?.lead).toEqual(lead);
    expect((await store.leads.store(submission(), MAILS)).repeated).toBe(false);
  });

  it('migrates when the database first answers, after failing while it was down', async () => {
    const url = await server.createDatabase();
    await server.stop();
    let store: LeadStore;
    try {
      store = await openStore({ url });
      await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
    } finally {
      await server.start();
    }
    expect((await store.leads.store(submission(), MAILS)).repeated).toBe(false);
    expect(await count(url, 'pgmigrations')).toBe(MIGRATIONS);
  });
});

describe('PostgreSQL store: held leads and erasure', () => {
  const ADDRESS = 'Aisha.Erase@Example.com';
  const hold: SpamHold = {
    score: 9,
    reasons: [{ rule: 'repeats', weight: 9, reason: `six leads from ${ADDRESS.toLowerCase()}` }],
  };

  it('leaves the address in no column of any table after erasing its leads', async () => {
    const url = await server.createDatabase();
    const store = await openStore({ url });
    const plan = (visitor: string) => ({
      ...MAILS,
      visitor,
      webhook: 'https://hooks.example.com/leads',
    });
    const bytes = Buffer.from(`%PDF-1.7 written by ${ADDRESS.toLowerCase()}`);
    const file = await store.uploads.receive(Readable.from([bytes]), 8);
    const withFile = await store.leads.store(
      {
        ...submission(),
        endpoint: 'rfi',
        form: 'rfi',
        fields: { name: 'Aisha', email: ADDRESS },
        fingerprint: 'with-file',
        upload: { file, fileName: `${ADDRESS}.pdf`, type: 'pdf' },
      },
      plan(ADDRESS),
    );
    const held = await store.leads.store(
      {
        ...submission(),
        fields: { email: ADDRESS.toUpperCase() },
        fingerprint: 'held',
        held: hold,
      },
      plan(ADDRESS.toUpperCase()),
    );
    const other = await store.leads.store(
      { ...submission(), fields: { email: 'omar@example.com' }, fingerprint: 'other' },
      plan('omar@example.com'),
    );
    // The visitor mail of the file's lead failed, its error naming the address; the other
    // deliveries are claimed by a server that is still sending them.
    const claims = await store.queue.claim('server-a', 10, 60_000, new Date());
    const visitor = claims.find(
      (claim) => claim.lead.id === withFile.lead.id && claim.delivery.kind === 'visitor',
    );
    if (!visitor) throw new Error('visitor mail not claimed');
    await store.queue.record(
      'server-a',
      withFile.lead.id,
      attemptFailed(visitor.delivery, `550 5.1.1 <${ADDRESS}>: no such user`, null),
    );
    expect(await columnsHolding(url, ADDRESS)).toEqual([
      'deliveries.last_error',
      'deliveries.recipient',
      'leads.attachment_data',
      'leads.attachment_name',
      'leads.fields',
      'leads.held',
    ]);

    const erased = await store.leads.erase({ from: ADDRESS.toLowerCase() });
    expect(erased.map((lead) => lead.id).sort()).toEqual([withFile.lead.id, held.lead.id].sort());
    expect(await columnsHolding(url, ADDRESS)).toEqual([]);
    expect(await columnsHolding(url, 'aisha.erase')).toEqual([]);
    // Only the erased leads went.
    expect(await count(url, 'leads')).toBe(1);
    expect(await count(url, 'deliveries')).toBe(3);
    expect((await store.leads.find(other.lead.id))?.lead).toEqual(other.lead);
    expect(await columnsHolding(url, 'omar@example.com')).toEqual([
      'deliveries.recipient',
      'leads.fields',
    ]);
  });

  it('migrates a database made by the first migration, its leads kept and not held', async () => {
    const url = await server.createDatabase();
    const id = '2026-01-05T10-00-00-000Z-form-mail-0a1b2c3d';
    const at = new Date('2026-01-05T10:00:00.000Z');
    await withClient(url, async (client) => {
      await runner({
        dbClient: client,
        dir: migrationsDir(),
        direction: 'up',
        count: 1,
        migrationsTable: 'pgmigrations',
        singleTransaction: true,
        checkOrder: true,
        logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      });
      await client.query(
        `INSERT INTO leads (id, reference, form, endpoint, received_at, fields, client, fingerprint)
         VALUES ($1, 'AC-7Q4K2M', 'contact', 'form-mail', $2, $3, $4, 'old')`,
        [id, at, { name: 'Old', email: 'Old@Example.com' }, { ip: '192.0.2.1', userAgent: 'old' }],
      );
      await client.query(
        `INSERT INTO deliveries (lead_id, kind, position, recipient, status, queued_at,
           next_attempt_at)
         VALUES ($1, 'company', 0, 'info@example.ae', 'pending', $2, $2)`,
        [id, at],
      );
    });
    expect(await count(url, 'pgmigrations')).toBe(1);

    const store = await openStore({ url });
    const [found] = await store.leads.leadsFrom('old@example.com');
    expect(found?.lead).toMatchObject({ id, reference: 'AC-7Q4K2M', receivedAt: at.toISOString() });
    expect(found?.lead).not.toHaveProperty('held');
    expect(found?.deliveries).toEqual([newDelivery('company', 'info@example.ae', at)]);
    expect(await count(url, 'pgmigrations')).toBe(MIGRATIONS);
    expect(await store.leads.countRecent('contact', 'OLD@example.com', at)).toBe(1);
    expect(await store.leads.newestReceivedAt()).toEqual(at);
    const { lead } = await store.leads.store({ ...submission(), held: hold }, MAILS);
    expect((await store.leads.find(lead.id))?.lead.held).toEqual(hold);
    expect(await store.leads.releaseHeld(id, () => MAILS, new Date())).toBeNull();
  });

  it('releases a held lead once when two servers release it at once', async () => {
    const url = await server.createDatabase();
    const [a, b] = await Promise.all([openStore({ url }), openStore({ url })]);
    const { lead } = await a.leads.store({ ...submission(), held: hold }, MAILS);
    const now = new Date();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        (index % 2 ? a : b).leads.releaseHeld(lead.reference, () => MAILS, now),
      ),
    );
    expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(1);
    expect(await count(url, 'deliveries')).toBe(1);
    expect(await count(url, 'leads WHERE held IS NOT NULL')).toBe(0);
  });

  it('keeps the hold of an imported lead', async () => {
    const store = await openStore();
    const at = new Date('2026-01-05T10:00:00.000Z');
    const entry: LeadWithDeliveries = {
      lead: {
        id: '2026-01-05T10-00-00-000Z-form-mail-0a1b2c3e',
        reference: 'AC-7Q4K2N',
        endpoint: 'form-mail',
        form: 'contact',
        receivedAt: at.toISOString(),
        fields: { email: 'held@example.com' },
        attachment: null,
        client: { ip: '192.0.2.1', userAgent: 'import' },
        held: hold,
      },
      deliveries: [],
    };
    expect(await store.leads.importLead(entry, null)).toBe(true);
    expect(await store.leads.find(entry.lead.id)).toEqual(entry);
    expect(await store.leads.erase({ receivedBefore: new Date(), heldOnly: true })).toEqual([
      entry.lead,
    ]);
  });
});

describe('PostgreSQL store under load', () => {
  it('loses no stored lead when the database stops and starts while leads come in', async () => {
    const url = await server.createDatabase();
    const stores = await Promise.all([openStore({ url }), openStore({ url })]);
    const stored: string[] = [];
    const failures: unknown[] = [];
    let sending = true;
    const senders = Array.from({ length: 4 }, async (_, index) => {
      const store = stores[index % 2];
      if (!store) throw new Error('store not opened');
      while (sending)
        await store.leads.store(submission(), MAILS).then(
          (outcome) => stored.push(outcome.lead.id),
          (error: unknown) => failures.push(error),
        );
    });
    // Each step waits for what the senders show, not for a time: leads stored, then refused,
    // then stored again.
    await expect.poll(() => stored.length, waitingFor('leads to be stored')).toBeGreaterThan(4);
    await server.stop();
    await expect
      .poll(() => failures.length, waitingFor('a lead refused while the database is down'))
      .toBeGreaterThan(0);
    await server.start();
    const afterRestart = stored.length;
    await expect
      .poll(() => stored.length, waitingFor('a lead stored once the database is back'))
      .toBeGreaterThan(afterRestart);
    sending = false;
    await within(Promise.all(senders), 'the senders to stop');
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) expect(failure).toBeInstanceOf(StoreUnavailableError);
    expect(stored.length).toBeGreaterThan(afterRestart);
    // Every lead a caller was told is kept is there (a failure may still have committed).
    const kept = new Set<string>();
    for await (const entry of stores[0].leads.list()) if ('lead' in entry) kept.add(entry.lead.id);
    expect(stored.filter((id) => !kept.has(id))).toEqual([]);
  });
});

describe('PostgreSQL store over TLS', () => {
  let tlsServer: TestPostgres;
  beforeAll(async () => {
    tlsServer = await startPostgres({ tls: true });
  });
  afterAll(() => tlsServer.destroy());

  it('works where the server takes TLS connections only', async () => {
    const url = await tlsServer.createDatabase();
    expect(url).toContain('sslmode=verify-full');
    const store = await openStore({ url });
    await store.ping();
    const { lead } = await store.leads.store(submission(), MAILS);
    expect((await store.leads.find(lead.id))?.lead).toEqual(lead);
    const plain = createPostgresStore({
      url: url.replace(/\?.*$/, '?sslmode=disable'),
      log: quiet(),
    });
    await expect(plain.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
    await plain.close();
  });
});

describe('validateDatabaseUrl', () => {
  it('accepts PostgreSQL URLs, with TLS settings', () => {
    expect(() => validateDatabaseUrl('postgres://site:secret@db.example:5432/site')).not.toThrow();
    expect(() =>
      validateDatabaseUrl('postgresql://site@pooler.example:6543/site?sslmode=verify-full'),
    ).not.toThrow();
  });

  it.each([
    ['not a url', /DATABASE_URL is not a URL/],
    ['mysql://site:secret@db.example/site', /DATABASE_URL must start with postgres:\/\//],
    ['postgres://site:secret@db.example:5432/', /DATABASE_URL names no database/],
    ['postgres://site:secret@db.example/site?sslmode=maybe', /DATABASE_URL has sslmode=maybe/],
  ])('refuses %s, naming DATABASE_URL and never the password', (url, message) => {
    expect(() => validateDatabaseUrl(url)).toThrow(message);
    expect(() => validateDatabaseUrl(url)).not.toThrow(/secret/);
  });

  it('is checked when a store is made', () => {
    expect(() => createPostgresStore({ url: 'postgres//db.example/site' })).toThrow(/DATABASE_URL/);
  });
});
