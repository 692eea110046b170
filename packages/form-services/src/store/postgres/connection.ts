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
 * next query on it fails anyway, so it is only logged. The pool's callback, not its promise,
 * puts the listener on: a promise's continuation runs only after the connection has read the
 * rest of its chunk, and a restart's FATAL can arrive in the chunk that finished connecting.
 */
export function checkout(pool: Pool, log: StoreLog): Promise<Checkout> {
  const lost = (error: Error) => log.warn({ err: error }, 'PostgreSQL connection lost');
  return new Promise((resolve, reject) => {
    pool.connect((error, db, release) => {
      if (error || !db) {
        reject(error ?? new Error('the pool gave no connection'));
        return;
      }
      db.on('error', lost);
      resolve({
        db,
        done(broken) {
          db.off('error', lost);
          release(broken);
        },
      });
    });
  });
}
