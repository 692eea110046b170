import type { Queryable } from '../database';
import { integer, type Row } from '../rows';

/** How many leads were received before `before`. */
export async function countReceivedBefore(db: Queryable, before: Date): Promise<number> {
  const { rows } = await db.query<Row>('SELECT count(*) AS old FROM leads WHERE received_at < $1', [
    before,
  ]);
  return integer(rows[0] ?? { old: 0 }, 'old');
}
