import type { Pool, PoolClient } from 'pg';
import type { StoreLog } from './log';

/** A connection taken from the pool, and how to give it back. */
export interface Checkout {
  readonly db: PoolClient;
  /** Returns it to the pool, or closes it when `broken` (its state is unsure). */
  readonly done: (broken: boolean) => void;
}

/**
 * Takes a connection from the pool. While it is out, a connection the server ends between two
 * queries (a restart) emits an error that, without a listener, would end the process; the
 * next query on it fails anyway, so it is only logged.
 */
export async function checkout(pool: Pool, log: StoreLog): Promise<Checkout> {
  const db = await pool.connect();
  const lost = (error: Error) => log.warn({ err: error }, 'PostgreSQL connection lost');
  db.on('error', lost);
  return {
    db,
    done(broken) {
      db.off('error', lost);
      db.release(broken);
    },
  };
}
