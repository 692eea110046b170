import type { PoolClient } from 'pg';

/** Takes a transaction-scoped advisory lock on a text key (64-bit hash). */
export const advisoryLock = (db: PoolClient, key: string) =>
  db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
