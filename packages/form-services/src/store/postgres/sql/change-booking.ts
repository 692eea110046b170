import type { PoolClient } from 'pg';
import { withChangeDeliveries } from '../../delivery-record';
import type { BookingChangeOutcome, BookingChangeToStore, DeliveryPlan } from '../../lead-store';
import { LEAD_COLUMNS, integer, toLead, type Row } from '../rows';
import { insertDeliveries } from './insert-deliveries';

/**
 * Changes a booking in the transaction `db` if it is at the version named: the update compares
 * the history's length and swaps in the longer one, so of two changes racing (one server or
 * several), the second waits for the first's row lock, then matches nothing and is `stale`. The
 * change's deliveries replace an earlier change's.
 */
export async function changeBooking(
  db: PoolClient,
  id: string,
  { version, fields, change }: BookingChangeToStore,
  mails: DeliveryPlan,
  now: Date,
): Promise<BookingChangeOutcome> {
  const { rows } = await db.query<Row>(
    `UPDATE leads SET fields = $3,
       booking_changes = coalesce(booking_changes, '[]'::jsonb) || jsonb_build_array($4::jsonb)
     WHERE id = $1 AND coalesce(jsonb_array_length(booking_changes), 0) = $2
     RETURNING ${LEAD_COLUMNS}`,
    [id, version, fields, change],
  );
  const row = rows[0];
  if (!row) {
    const found = await db.query('SELECT 1 FROM leads WHERE id = $1', [id]);
    return { status: found.rowCount ? 'stale' : 'missing' };
  }
  await db.query(`DELETE FROM deliveries WHERE lead_id = $1 AND kind LIKE '%-change'`, [id]);
  // A change's deliveries go after the lead's own, however many it has (a chat message or not).
  const after = await db.query<Row>(
    `SELECT coalesce(max(position) + 1, 0) AS first FROM deliveries WHERE lead_id = $1`,
    [id],
  );
  const first = integer(after.rows[0] ?? {}, 'first');
  await insertDeliveries(db, id, withChangeDeliveries([], mails, version + 1, now), first);
  return { status: 'changed', lead: toLead(row) };
}
