import type { Queryable } from '../database';

/** Adds hashes to the erasure register; one already there stays once. */
export async function addErasures(db: Queryable, hashes: readonly string[]): Promise<void> {
  await db.query(
    'INSERT INTO erasures (address_hash) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING',
    [hashes],
  );
}
