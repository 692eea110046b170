import type { Claim } from '../../lead-store';
import type { Queryable } from '../database';
import { LEAD_COLUMNS, integer, text, time, toDelivery, toLead, type Row } from '../rows';

/**
 * Takes up to `limit` due deliveries no one holds for `owner` until `now + leaseMs`, each with
 * its lead, in the order they are due.
 */
export async function claimDeliveries(
  db: Queryable,
  owner: string,
  limit: number,
  leaseMs: number,
  now: Date,
): Promise<Claim[]> {
  // SKIP LOCKED: servers claiming at once each take rows the others are not taking.
  const { rows } = await db.query<Row>(
    `WITH due AS (
       SELECT lead_id, kind FROM deliveries
       WHERE status = 'pending' AND next_attempt_at <= $1
         AND (lease_until IS NULL OR lease_until <= $1)
       ORDER BY next_attempt_at, position, lead_id
       LIMIT $2
       FOR UPDATE SKIP LOCKED
     )
     UPDATE deliveries AS d SET lease_owner = $3, lease_until = $4
     FROM due WHERE d.lead_id = due.lead_id AND d.kind = due.kind
     RETURNING d.*`,
    [now, limit, owner, new Date(now.getTime() + leaseMs)],
  );
  rows.sort(
    (a, b) =>
      time(a, 'next_attempt_at').getTime() - time(b, 'next_attempt_at').getTime() ||
      integer(a, 'position') - integer(b, 'position'),
  );
  const ids = [...new Set(rows.map((row) => text(row, 'lead_id')))];
  const leads = await db.query<Row>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ANY($1)`, [ids]);
  const byId = new Map(leads.rows.map((row) => [text(row, 'id'), toLead(row)]));
  return rows.flatMap((row): Claim[] => {
    const lead = byId.get(text(row, 'lead_id'));
    return lead ? [{ lead, delivery: toDelivery(row) }] : [];
  });
}
