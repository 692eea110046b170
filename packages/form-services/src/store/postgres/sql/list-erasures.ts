import type { Queryable } from '../database';

/** Every hash in the erasure register. */
export async function listErasures(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ address_hash: string }>(
    'SELECT address_hash FROM erasures ORDER BY address_hash',
  );
  return rows.map((row) => row.address_hash);
}
