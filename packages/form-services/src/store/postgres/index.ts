import { makeReference } from '@acme/forms-client/contract';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { PoolClient } from 'pg';
import { plannedDeliveries, type Delivery } from '../../delivery/state';
import { StoreUnavailableError } from '../errors';
import { leadId } from '../lead-id';
import {
  IDEMPOTENCY_WINDOW_MS,
  type Claim,
  type DeliveryKey,
  type DeliveryPlan,
  type LeadStore,
  type LeadWithDeliveries,
  type StoredLead,
} from '../lead-store';
import { checkout } from './connection';
import { consoleLog, type StoreLog } from './log';
import { migrate } from './migrate';
import {
  DELIVERY_COLUMNS,
  LEAD_COLUMNS,
  integer,
  optionalText,
  text,
  time,
  toDelivery,
  toLead,
  type Row,
} from './rows';
import { stageUpload } from '../staging';
import { describeDatabaseUrl, validateDatabaseUrl } from './url';

export { validateDatabaseUrl } from './url';
export { migrationsDir } from './migrate';

/** What {@link createPostgresStore} is given. */
export interface PostgresStoreOptions {
  /** `DATABASE_URL`: `postgres://user:password@host:5432/database`, `?sslmode=` for TLS. */
  readonly url: string;
  /** The store's time: leads' times, the idempotency window, the visitor-mail hour. */
  readonly clock?: () => Date;
  readonly log?: StoreLog;
  /** Where uploads wait for their lead; default `<tmpdir>/acme-form-uploads`. */
  readonly stagingDir?: string;
}

/** The PostgreSQL lead store, and what only it does. */
export interface PostgresStore extends LeadStore {
  /**
   * Copies one lead from a file outbox, with its deliveries' state as it is (`pnpm leads
   * import`), keyed by the lead's id: `false`, and nothing changed, when it is already here.
   */
  readonly adopt: (entry: LeadWithDeliveries, attachment: Buffer | null) => Promise<boolean>;
}

const HOUR_MS = 3_600_000;
/** A connection that is not made in this long fails: with the database down nothing hangs. */
const CONNECT_TIMEOUT_MS = 5_000;
/** A query on a connection that stopped answering fails after this long. */
const QUERY_TIMEOUT_MS = 30_000;
/** The health check's patience. */
const PING_TIMEOUT_MS = 3_000;
/** Leads read per query while listing. */
const LIST_PAGE = 100;

/** Rejects with `error()` after `ms`, unless `work` settles first. */
function within<T>(ms: number, work: Promise<T>, error: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Takes a transaction-scoped advisory lock on a text key (64-bit hash). */
const lock = (db: PoolClient, key: string) =>
  db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);

/** The keys as two parallel arrays, for `unnest($1::text[], $2::text[])`. */
const keyArrays = (keys: readonly DeliveryKey[]) => [
  keys.map((key) => key.lead),
  keys.map((key) => key.kind),
];
const IS_KEY = '(lead_id, kind) IN (SELECT * FROM unnest($1::text[], $2::text[]))';

/** A delivery's state as the query parameters of `deliveries`' columns. */
function deliveryValues(delivery: Delivery) {
  return [
    delivery.to,
    delivery.status,
    delivery.attempts,
    delivery.queuedAt,
    // A pending delivery is always due at some time: the claim index is on this column.
    delivery.nextAttemptAt ?? (delivery.status === 'pending' ? delivery.queuedAt : null),
    delivery.lastError,
    delivery.deliveredAt,
    delivery.receipt,
  ];
}

/** Writes a new lead's deliveries in their order. */
async function insertDeliveries(db: PoolClient, lead: string, deliveries: readonly Delivery[]) {
  for (const [position, delivery] of deliveries.entries()) {
    await db.query(
      `INSERT INTO deliveries (lead_id, kind, position, recipient, status, attempts, queued_at,
         next_attempt_at, last_error, delivered_at, receipt)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [lead, delivery.kind, position, ...deliveryValues(delivery)],
    );
  }
}

/** Attaches each lead's deliveries, in their order. */
async function withDeliveries(
  db: pg.Pool | PoolClient,
  leads: readonly StoredLead[],
): Promise<LeadWithDeliveries[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE lead_id = ANY($1) ORDER BY position`,
    [leads.map((lead) => lead.id)],
  );
  const byLead = new Map<string, Row[]>();
  for (const row of rows)
    byLead.set(text(row, 'lead_id'), [...(byLead.get(text(row, 'lead_id')) ?? []), row]);
  return leads.map((lead) => ({ lead, deliveries: (byLead.get(lead.id) ?? []).map(toDelivery) }));
}

/**
 * The lead store on PostgreSQL 13 or later, for one server or several sharing the database:
 * leads with their attachment in the row, and their mails' state with leases, so each due mail
 * is claimed by one server and a dead server's claims return to the others. Nothing connects
 * until the first call; the migrations run then, once, and again on a later call if they failed.
 * While the database is down every method rejects with {@link StoreUnavailableError} within
 * seconds, and the store works again by itself when it is back.
 *
 * @throws Error naming `DATABASE_URL` when `options.url` is not a PostgreSQL URL.
 */
export function createPostgresStore(options: PostgresStoreOptions): PostgresStore {
  validateDatabaseUrl(options.url);
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? consoleLog;
  const stagingDir = options.stagingDir ?? join(tmpdir(), 'acme-form-uploads');
  const description = `PostgreSQL ${describeDatabaseUrl(options.url)}`;
  const pool = new pg.Pool({
    connectionString: options.url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
    application_name: 'acme-form-services',
  });
  // An idle connection the server closed (a restart): the pool drops it; without a listener
  // the error would end the process.
  pool.on('error', (error) => log.warn({ err: error }, 'PostgreSQL connection lost'));

  let migrated: Promise<void> | null = null;
  let closed: Promise<void> | null = null;
  /** Migrations, run on the first call that reaches the database and memoised once they pass. */
  function ready(): Promise<void> {
    migrated ??= migrate(pool, log).catch((error: unknown) => {
      migrated = null;
      throw error;
    });
    return migrated;
  }

  /** A failure of the database as the store's one error. */
  function unavailable(what: string, error: unknown): StoreUnavailableError {
    if (error instanceof StoreUnavailableError) return error;
    const reason = error instanceof Error ? error.message : String(error);
    return new StoreUnavailableError(`Could not ${what} in ${description}: ${reason}`, error);
  }

  /** Runs `work` once the schema is ready; any failure of the database is the store's. */
  async function guarded<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      await ready();
      return await work();
    } catch (error) {
      throw unavailable(what, error);
    }
  }

  /** Runs `work` in a transaction; a connection left unsure by a failure is closed. */
  async function transaction<T>(work: (db: PoolClient) => Promise<T>): Promise<T> {
    const { db, done } = await checkout(pool, log);
    try {
      await db.query('BEGIN');
      const result = await work(db);
      await db.query('COMMIT');
      done(false);
      return result;
    } catch (error) {
      const broken = await db.query('ROLLBACK').then(
        () => false,
        () => true,
      );
      done(broken);
      throw error;
    }
  }

  /** A lead by id, else the newest with that reference. */
  async function findLead(db: pg.Pool | PoolClient, idOrReference: string) {
    const { rows } = await db.query<Row>(
      `SELECT ${LEAD_COLUMNS} FROM leads WHERE id = $1 OR reference = $1
       ORDER BY id = $1 DESC, received_at DESC LIMIT 1`,
      [idOrReference],
    );
    return rows[0] ? toLead(rows[0]) : null;
  }

  /** A reference no lead has, for a new lead whose form's reference is taken. */
  async function freeReference(db: PoolClient): Promise<string> {
    for (;;) {
      const reference = makeReference();
      const { rowCount } = await db.query('SELECT 1 FROM leads WHERE reference = $1', [reference]);
      if (!rowCount) return reference;
    }
  }

  /** Whether the visitor mail of a lead at `now` is within the address's hourly share. */
  async function visitorMayGetMail(db: PoolClient, address: string, perHour: number, now: Date) {
    const key = address.toLowerCase();
    // Serializes the count and the insert for one address across servers.
    await lock(db, `visitor:${key}`);
    const { rows } = await db.query<Row>(
      `SELECT count(*) AS sent FROM deliveries
       WHERE kind = 'visitor' AND status <> 'suppressed' AND lower(recipient) = $1
         AND queued_at > $2`,
      // No upper bound: a server whose clock read came a moment earlier must still count a
      // mail queued by one that committed first.
      [key, new Date(now.getTime() - HOUR_MS)],
    );
    return integer(rows[0] ?? { sent: 0 }, 'sent') < perHour;
  }

  /**
   * Plans a lead's deliveries at `now` and writes them: the visitor mail suppressed when the
   * address had its share of the hour. For a new lead, and for a held one being released.
   */
  async function planDeliveries(db: PoolClient, lead: string, mails: DeliveryPlan, now: Date) {
    const allowed =
      mails.visitor !== null &&
      (await visitorMayGetMail(db, mails.visitor, mails.visitorMailsPerHour, now));
    const deliveries = plannedDeliveries(mails, now, allowed);
    await insertDeliveries(db, lead, deliveries);
    return deliveries;
  }

  /** Keyset pages of leads, newest first, each with its deliveries. */
  async function listPage(after: StoredLead | null): Promise<LeadWithDeliveries[]> {
    const { rows } = after
      ? await pool.query<Row>(
          `SELECT ${LEAD_COLUMNS} FROM leads WHERE (received_at, id) < ($1, $2)
           ORDER BY received_at DESC, id DESC LIMIT $3`,
          [new Date(after.receivedAt), after.id, LIST_PAGE],
        )
      : await pool.query<Row>(
          `SELECT ${LEAD_COLUMNS} FROM leads ORDER BY received_at DESC, id DESC LIMIT $1`,
          [LIST_PAGE],
        );
    return withDeliveries(pool, rows.map(toLead));
  }

  return {
    description,

    async ping() {
      // The health check may be the first call: the migrations start as soon as it answers.
      ready().catch(() => undefined);
      try {
        await within(
          PING_TIMEOUT_MS,
          pool.query('SELECT 1'),
          () => new Error(`no answer within ${PING_TIMEOUT_MS} ms`),
        );
      } catch (error) {
        throw unavailable('answer', error);
      }
    },

    receive: (stream, headLength) =>
      stageUpload(stream, headLength, join(stagingDir, randomUUID())),

    async store(lead, mails) {
      try {
        return await guarded('store a lead', () =>
          transaction(async (db) => {
            const now = clock();
            // The same submission sent to two servers at once: the second waits, then repeats.
            await lock(db, `lead:${lead.reference}`);
            const { rows } = await db.query<Row>(
              `SELECT ${LEAD_COLUMNS}, form = $3 AND fingerprint = $4 AS same FROM leads
               WHERE reference = $1 AND received_at > $2
               ORDER BY same DESC, received_at DESC LIMIT 1`,
              [
                lead.reference,
                new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS),
                lead.form,
                lead.fingerprint,
              ],
            );
            const earlier = rows[0];
            if (earlier?.['same'] === true) return { lead: toLead(earlier), repeated: true };

            const receivedAt = now.toISOString();
            const id = leadId(receivedAt, lead.endpoint);
            const reference = earlier ? await freeReference(db) : lead.reference;
            const upload = lead.upload;
            const bytes = upload ? await readFile(upload.file.path) : null;
            await db.query(
              `INSERT INTO leads (id, reference, form, endpoint, received_at, fields, client,
                 fingerprint, attachment_name, attachment_type, attachment_bytes,
                 attachment_sha256, attachment_data, held)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
              [
                id,
                reference,
                lead.form,
                lead.endpoint,
                now,
                lead.fields,
                lead.client,
                lead.fingerprint,
                upload?.fileName ?? null,
                upload?.type ?? null,
                bytes?.length ?? null,
                upload?.file.sha256 ?? null,
                bytes,
                lead.held ?? null,
              ],
            );
            // A held lead gets its deliveries when it is released, if ever.
            if (!lead.held) await planDeliveries(db, id, mails, now);
            const stored: StoredLead = {
              id,
              reference,
              endpoint: lead.endpoint,
              form: lead.form,
              receivedAt,
              fields: lead.fields,
              attachment: upload
                ? {
                    fileName: upload.fileName,
                    bytes: bytes?.length ?? upload.file.bytes,
                    type: upload.type,
                    sha256: upload.file.sha256,
                  }
                : null,
              client: lead.client,
              ...(lead.held ? { held: lead.held } : {}),
            };
            return { lead: stored, repeated: false };
          }),
        );
      } finally {
        // Kept in the row, repeated, or refused: the staged copy is done with either way.
        await lead.upload?.file.discard();
      }
    },

    find: (idOrReference) =>
      guarded('find a lead', async () => {
        const lead = await findLead(pool, idOrReference);
        return lead ? ((await withDeliveries(pool, [lead]))[0] ?? null) : null;
      }),

    async *list() {
      let after: StoredLead | null = null;
      for (;;) {
        const page = await guarded('list leads', () => listPage(after));
        yield* page;
        if (page.length < LIST_PAGE) return;
        after = page[page.length - 1]?.lead ?? null;
      }
    },

    attachment: (lead) =>
      guarded('read an attachment', async () => {
        const { rows } = await pool.query<Row>('SELECT attachment_data FROM leads WHERE id = $1', [
          lead.id,
        ]);
        const data = rows[0]?.['attachment_data'];
        return Buffer.isBuffer(data) ? data : null;
      }),

    claim: (owner, limit, leaseMs, now) =>
      guarded('claim deliveries', async () => {
        // SKIP LOCKED: servers claiming at once each take rows the others are not taking.
        const { rows } = await pool.query<Row>(
          `WITH due AS (
             SELECT lead_id, kind FROM deliveries
             WHERE status = 'pending' AND next_attempt_at <= $1
               AND (lease_until IS NULL OR lease_until <= $1)
             ORDER BY next_attempt_at, position, lead_id
             LIMIT $2
             FOR UPDATE SKIP LOCKED
           )
           UPDATE deliveries AS d SET lease_owner = $3, lease_until = $4
           FROM due WHERE d.lead_id = due.lead_id AND d.kind = due.kind
           RETURNING d.*`,
          [now, limit, owner, new Date(now.getTime() + leaseMs)],
        );
        rows.sort(
          (a, b) =>
            time(a, 'next_attempt_at').getTime() - time(b, 'next_attempt_at').getTime() ||
            integer(a, 'position') - integer(b, 'position'),
        );
        const ids = [...new Set(rows.map((row) => text(row, 'lead_id')))];
        const leads = await pool.query<Row>(
          `SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ANY($1)`,
          [ids],
        );
        const byId = new Map(leads.rows.map((row) => [text(row, 'id'), toLead(row)]));
        return rows.flatMap((row): Claim[] => {
          const lead = byId.get(text(row, 'lead_id'));
          return lead ? [{ lead, delivery: toDelivery(row) }] : [];
        });
      }),

    renew: (owner, keys, leaseMs, now) =>
      guarded('renew leases', async () => {
        await pool.query(
          `UPDATE deliveries SET lease_until = $4
           WHERE ${IS_KEY} AND lease_owner = $3 AND status = 'pending'`,
          [...keyArrays(keys), owner, new Date(now.getTime() + leaseMs)],
        );
      }),

    record: (owner, lead, delivery) =>
      guarded('record a delivery', async () => {
        // The claim is let go only if it is still this owner's (a lease that lapsed may be
        // another server's now); the outcome is recorded either way, being what happened.
        const { rows } = await pool.query<Row>(
          `UPDATE deliveries SET recipient = $4, status = $5, attempts = $6, queued_at = $7,
             next_attempt_at = $8, last_error = $9, delivered_at = $10, receipt = $11,
             lease_owner = CASE WHEN lease_owner = $3 THEN NULL ELSE lease_owner END,
             lease_until = CASE WHEN lease_owner = $3 THEN NULL ELSE lease_until END
           WHERE lead_id = $1 AND kind = $2
           RETURNING lease_owner`,
          [lead, delivery.kind, owner, ...deliveryValues(delivery)],
        );
        const row = rows[0];
        if (!row) log.warn({ lead, to: delivery.kind }, 'recorded delivery not found');
        else if (optionalText(row, 'lease_owner') !== null)
          log.warn({ lead, to: delivery.kind, owner }, 'recorded a delivery another server holds');
      }),

    release: (owner, keys) =>
      guarded('release deliveries', async () => {
        await pool.query(
          `UPDATE deliveries SET lease_owner = NULL, lease_until = NULL
           WHERE ${IS_KEY} AND lease_owner = $3`,
          [...keyArrays(keys), owner],
        );
      }),

    hurry: (keys, now) =>
      guarded('hurry deliveries', async () => {
        await pool.query(
          `UPDATE deliveries SET next_attempt_at = $3
           WHERE ${IS_KEY} AND status = 'pending' AND next_attempt_at > $3`,
          [...keyArrays(keys), now],
        );
      }),

    requeueFailed: (idOrReference, now) =>
      guarded('requeue deliveries', () =>
        transaction(async (db) => {
          const lead = await findLead(db, idOrReference);
          if (!lead) return { status: 'unknown' };
          const { rows } = await db.query<Row>(
            `UPDATE deliveries SET status = 'pending', attempts = 0, queued_at = $2,
               next_attempt_at = $2, lease_owner = NULL, lease_until = NULL
             WHERE lead_id = $1 AND status = 'failed'
             RETURNING ${DELIVERY_COLUMNS}`,
            [lead.id, now],
          );
          if (rows.length === 0) return { status: 'nothing-failed', lead };
          rows.sort((a, b) => integer(a, 'position') - integer(b, 'position'));
          return { status: 'queued', lead, deliveries: rows.map(toDelivery) };
        }),
      ),

    nextDue: () =>
      guarded('read the next due delivery', async () => {
        const { rows } = await pool.query<Row>(
          `SELECT min(next_attempt_at) AS due FROM deliveries
           WHERE status = 'pending' AND (lease_until IS NULL OR lease_until <= $1)`,
          [clock()],
        );
        const row = rows[0];
        return row && row['due'] !== null ? time(row, 'due').getTime() : null;
      }),

    adopt: (entry, attachment) =>
      guarded('import a lead', () =>
        transaction(async (db) => {
          const { lead } = entry;
          const { rowCount } = await db.query(
            `INSERT INTO leads (id, reference, form, endpoint, received_at, fields, client,
               attachment_name, attachment_type, attachment_bytes, attachment_sha256,
               attachment_data, held)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
             ON CONFLICT (id) DO NOTHING`,
            [
              lead.id,
              lead.reference,
              lead.form,
              lead.endpoint,
              new Date(lead.receivedAt),
              lead.fields,
              lead.client,
              lead.attachment?.fileName ?? null,
              lead.attachment?.type ?? null,
              lead.attachment?.bytes ?? null,
              lead.attachment?.sha256 ?? null,
              attachment,
              lead.held ?? null,
            ],
          );
          if (!rowCount) return false;
          await insertDeliveries(db, lead.id, entry.deliveries);
          return true;
        }),
      ),

    claimDailyJob: (job, day) =>
      guarded('claim a daily job', async () => {
        const { rowCount } = await pool.query(
          'INSERT INTO daily_jobs (job, day) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [job, day],
        );
        return rowCount === 1;
      }),

    countReceivedBefore: (before) =>
      guarded('count old leads', async () => {
        const { rows } = await pool.query<Row>(
          'SELECT count(*) AS old FROM leads WHERE received_at < $1',
          [before],
        );
        return integer(rows[0] ?? { old: 0 }, 'old');
      }),

    countRecent: (form, email, since) =>
      guarded('count recent leads', async () => {
        const { rows } = await pool.query<Row>(
          `SELECT count(*) AS n FROM leads
           WHERE lower(fields->>'email') = lower($1) AND form = $2 AND received_at >= $3`,
          [email, form, since],
        );
        return integer(rows[0] ?? { n: 0 }, 'n');
      }),

    releaseHeld: (idOrReference, plan, now) =>
      guarded('release a held lead', () =>
        transaction(async (db) => {
          // The row stays locked until the deliveries are written: a second release of the same
          // lead waits, then finds it no longer held.
          const { rows } = await db.query<Row>(
            `UPDATE leads SET held = NULL
             WHERE id = (
               SELECT id FROM leads WHERE (id = $1 OR reference = $1) AND held IS NOT NULL
               ORDER BY id = $1 DESC, received_at DESC LIMIT 1
             ) AND held IS NOT NULL
             RETURNING ${LEAD_COLUMNS}`,
            [idOrReference],
          );
          const row = rows[0];
          if (!row) return null;
          const lead = toLead(row);
          return { lead, deliveries: await planDeliveries(db, lead.id, plan(lead), now) };
        }),
      ),

    leadsFrom: (email) =>
      guarded("read an address's leads", async () => {
        const { rows } = await pool.query<Row>(
          `SELECT ${LEAD_COLUMNS} FROM leads WHERE lower(fields->>'email') = lower($1)
           ORDER BY received_at DESC, id DESC`,
          [email],
        );
        return withDeliveries(pool, rows.map(toLead));
      }),

    erase: (which) =>
      guarded('erase leads', async () => {
        // One statement: the deliveries (and their claims) go with their lead (ON DELETE
        // CASCADE), and the repeat check keeps nothing but the lead's own row.
        const { rows } =
          'from' in which
            ? await pool.query<Row>(
                `DELETE FROM leads WHERE lower(fields->>'email') = lower($1)
                 RETURNING ${LEAD_COLUMNS}`,
                [which.from],
              )
            : await pool.query<Row>(
                `DELETE FROM leads WHERE received_at < $1 AND (NOT $2 OR held IS NOT NULL)
                 RETURNING ${LEAD_COLUMNS}`,
                [which.receivedBefore, which.heldOnly === true],
              );
        return rows
          .map(toLead)
          .sort(
            (a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt) || (a.id < b.id ? 1 : -1),
          );
      }),

    newestReceivedAt: () =>
      guarded('read the newest lead', async () => {
        const { rows } = await pool.query<Row>('SELECT max(received_at) AS newest FROM leads');
        const row = rows[0];
        return row && row['newest'] !== null ? time(row, 'newest') : null;
      }),

    close() {
      closed ??= pool.end();
      return closed;
    },
  };
}
