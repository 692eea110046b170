import pg from 'pg';
import type { PoolClient } from 'pg';
import { StoreUnavailableError } from '../errors';
import { checkout } from './connection';
import { consoleLog, type StoreLog } from './log';
import { migrate } from './migrate';
import { describeDatabaseUrl } from './url';

/** A connection or the pool: what one query runs on. */
export type Queryable = pg.Pool | PoolClient;

/** A connection that is not made in this long fails: with the database down nothing hangs. */
const CONNECT_TIMEOUT_MS = 5_000;
/** A query on a connection that stopped answering fails after this long. */
const QUERY_TIMEOUT_MS = 30_000;

/**
 * The database the PostgreSQL engine's roles share: the pool, the migrations run once before the
 * first query, and the store's one error for any failure of the database.
 */
export function openDatabase(url: string, log: StoreLog = consoleLog) {
  const description = `PostgreSQL ${describeDatabaseUrl(url)}`;
  const pool = new pg.Pool({
    connectionString: url,
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

  const close = (): Promise<void> => (closed ??= pool.end());

  return { pool, log, description, ready, unavailable, guarded, transaction, close };
}

/** A database as {@link openDatabase} opens it. */
export type Database = ReturnType<typeof openDatabase>;
