import { makeReference } from '@acme/forms-client/contract';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { delivered, newDelivery } from '../src/delivery/state';
import { StoreUnavailableError } from '../src/store/errors';
import type { LeadToStore, LeadWithDeliveries } from '../src/store/lead-store';
import {
  createPostgresStore,
  validateDatabaseUrl,
  type PostgresStore,
  type PostgresStoreOptions,
} from '../src/store/postgres';
import { startPostgres, type TestPostgres } from './postgres';
import { contractClock, describeLeadStore } from './store-contract';

let server: TestPostgres;
let stagingDir: string;
const opened: PostgresStore[] = [];

beforeAll(async () => {
  server = await startPostgres();
  stagingDir = await mkdtemp(join(tmpdir(), 'pg-staging-'));
}, 60_000);

afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  await server.destroy();
  await rm(stagingDir, { recursive: true, force: true });
});

const quiet = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

/** A store on `url` (a fresh database by default), closed after the file. */
async function openStore(options: Partial<PostgresStoreOptions> = {}): Promise<PostgresStore> {
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
const MAILS = { company: 'info@example.ae', visitor: null, visitorMailsPerHour: 3 };

async function count(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`);
    return Number(rows[0]?.n);
  } finally {
    await client.end();
  }
}

describe('PostgreSQL store', () => {
  it('applies the migrations once when two servers start together', async () => {
    const url = await server.createDatabase();
    const logs = [quiet(), quiet()];
    const stores = await Promise.all(logs.map((log) => openStore({ url, log })));
    await Promise.all(stores.map((store) => store.ping()));
    await Promise.all(stores.map((store) => store.find('AC-NOTHER')));
    expect(await count(url, 'pgmigrations')).toBe(1);
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
      Array.from({ length: 10 }, (_, index) => (index % 2 ? a : b).store(sent, MAILS)),
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
        (index % 2 ? a : b).store({ ...submission(), fingerprint: `lead-${index}` }, plan),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.repeated)).toEqual([]);
    expect(await count(url, "deliveries WHERE kind = 'visitor' AND status = 'pending'")).toBe(3);
    expect(await count(url, "deliveries WHERE kind = 'visitor' AND status = 'suppressed'")).toBe(3);
  });

  it("shares the due mails between two servers, and gives a dead server's claims to the other", async () => {
    const url = await server.createDatabase();
    const [a, b] = await Promise.all([openStore({ url }), openStore({ url })]);
    for (let index = 0; index < 20; index += 1) await a.store(submission(), MAILS);
    const now = new Date();
    const [fromA, fromB] = await Promise.all([
      a.claim('server-a', 20, 60_000, now),
      b.claim('server-b', 20, 60_000, now),
    ]);
    const ids = [...fromA, ...fromB].map((claim) => claim.lead.id);
    expect(new Set(ids).size).toBe(20);
    expect(ids).toHaveLength(20);
    // Server a dies holding its claims: they return to b when its lease ends, not before.
    const heldByA = new Set(fromA.map((claim) => claim.lead.id));
    expect(await b.claim('server-b', 20, 60_000, new Date(now.getTime() + 59_999))).toEqual([]);
    const taken = await b.claim('server-b', 20, 60_000, new Date(now.getTime() + 60_000));
    expect(new Set(taken.map((claim) => claim.lead.id))).toEqual(heldByA);
  });

  it('imports a lead with its deliveries as they are, once', async () => {
    const store = await openStore();
    const at = new Date('2026-01-05T10:00:00.000Z');
    const bytes = Buffer.from('%PDF-1.4 imported');
    const entry: LeadWithDeliveries = {
      lead: {
        id: '2026-01-05T10-00-00-000Z-rfi-0a1b2c3d',
        reference: 'AC-7Q4K2M',
        endpoint: 'rfi',
        form: 'rfi',
        receivedAt: at.toISOString(),
        fields: { company: 'Gulf Trading LLC' },
        attachment: {
          fileName: 'rfi.pdf',
          bytes: bytes.length,
          type: 'pdf',
          sha256: 'ab'.repeat(32),
        },
        client: { ip: '192.0.2.1', userAgent: 'import' },
      },
      deliveries: [
        delivered(newDelivery('company', 'info@example.ae', at), 'file.eml', at),
        newDelivery('visitor', 'buyer@example.com', at, 'suppressed'),
      ],
    };
    expect(await store.adopt(entry, bytes)).toBe(true);
    expect(await store.find(entry.lead.reference)).toEqual(entry);
    expect((await store.attachment(entry.lead))?.equals(bytes)).toBe(true);
    const changed = { ...entry, deliveries: [newDelivery('company', 'x@example.ae', at)] };
    expect(await store.adopt(changed, null)).toBe(false);
    expect(await store.find(entry.lead.id)).toEqual(entry);
  });

  it('rejects every call with StoreUnavailableError while the database is down, then recovers', async () => {
    const store = await openStore();
    const { lead } = await store.store(submission(), MAILS);
    await server.stop();
    try {
      const key = { lead: lead.id, kind: 'company' as const };
      const now = new Date();
      const calls: Record<string, () => Promise<unknown>> = {
        ping: () => store.ping(),
        store: () => store.store(submission(), MAILS),
        find: () => store.find(lead.id),
        list: async () => {
          for await (const _ of store.list()) return;
        },
        attachment: () => store.attachment(lead),
        claim: () => store.claim('a', 1, 60_000, now),
        renew: () => store.renew('a', [key], 60_000, now),
        record: () => store.record('a', lead.id, newDelivery('company', 'info@example.ae', now)),
        release: () => store.release('a', [key]),
        hurry: () => store.hurry([key], now),
        requeueFailed: () => store.requeueFailed(lead.id, now),
        nextDue: () => store.nextDue(),
        adopt: () => store.adopt({ lead, deliveries: [] }, null),
      };
      for (const [name, call] of Object.entries(calls)) {
        const started = Date.now();
        const error = await call().then(
          () => new Error(`${name} resolved`),
          (caught: unknown) => caught,
        );
        expect(error, name).toBeInstanceOf(StoreUnavailableError);
        expect(Date.now() - started, name).toBeLessThan(6_000);
      }
    } finally {
      await server.start();
    }
    await expect(store.ping()).resolves.toBeUndefined();
    expect((await store.find(lead.id))?.lead).toEqual(lead);
    expect((await store.store(submission(), MAILS)).repeated).toBe(false);
  }, 60_000);

  it('migrates when the database first answers, after failing while it was down', async () => {
    const url = await server.createDatabase();
    await server.stop();
    let store: PostgresStore;
    try {
      store = await openStore({ url });
      await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
    } finally {
      await server.start();
    }
    expect((await store.store(submission(), MAILS)).repeated).toBe(false);
    expect(await count(url, 'pgmigrations')).toBe(1);
  }, 60_000);
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
        await store.store(submission(), MAILS).then(
          (outcome) => stored.push(outcome.lead.id),
          (error: unknown) => failures.push(error),
        );
    });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await pause(300);
    await server.stop();
    await pause(300);
    await server.start();
    const afterRestart = stored.length;
    await pause(500);
    sending = false;
    await Promise.all(senders);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) expect(failure).toBeInstanceOf(StoreUnavailableError);
    expect(stored.length).toBeGreaterThan(afterRestart);
    // Every lead a caller was told is kept is there (a failure may still have committed).
    const kept = new Set<string>();
    for await (const entry of stores[0].list()) if ('lead' in entry) kept.add(entry.lead.id);
    expect(stored.filter((id) => !kept.has(id))).toEqual([]);
  }, 60_000);
});

describe('PostgreSQL store over TLS', () => {
  let tlsServer: TestPostgres;
  beforeAll(async () => {
    tlsServer = await startPostgres({ tls: true });
  }, 60_000);
  afterAll(() => tlsServer.destroy());

  it('works where the server takes TLS connections only', async () => {
    const url = await tlsServer.createDatabase();
    expect(url).toContain('sslmode=verify-full');
    const store = await openStore({ url });
    await store.ping();
    const { lead } = await store.store(submission(), MAILS);
    expect((await store.find(lead.id))?.lead).toEqual(lead);
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
