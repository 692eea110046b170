import type { Queryable } from '../database';
import { time, type Row } from '../rows';

/** When the earliest pending delivery no one holds at `now` is due (ms), or `null`. */
export async function nextDue(db: Queryable, now: Date): Promise<number | null> {
  const { rows } = await db.query<Row>(
    `SELECT min(next_attempt_at) AS due FROM deliveries
     WHERE status = 'pending' AND (lease_until IS NULL OR lease_until <= $1)`,
    [now],
  );
  const row = rows[0];
  return row && row['due'] !== null ? time(row, 'due').getTime() : null;
}
