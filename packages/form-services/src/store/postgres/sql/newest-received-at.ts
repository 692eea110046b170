import type { Queryable } from '../database';
import { time, type Row } from '../rows';

/** When the newest lead was received, or `null` for no lead. */
export async function newestReceivedAt(db: Queryable): Promise<Date | null> {
  const { rows } = await db.query<Row>('SELECT max(received_at) AS newest FROM leads');
  const row = rows[0];
  return row && row['newest'] !== null ? time(row, 'newest') : null;
}
