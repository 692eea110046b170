import type { Queryable } from '../database';

/** The health check's patience. */
const PING_TIMEOUT_MS = 3_000;

/** Rejects with `error()` after `ms`, unless `work` settles first. */
function within<T>(ms: number, work: Promise<T>, error: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** `SELECT 1`, given up after a few seconds. */
export async function ping(db: Queryable): Promise<void> {
  await within(
    PING_TIMEOUT_MS,
    db.query('SELECT 1'),
    () => new Error(`no answer within ${PING_TIMEOUT_MS} ms`),
  );
}
