import type { PoolClient } from 'pg';
import type { RequeueOutcome } from '../../lead-store';
import { DELIVERY_COLUMNS, integer, toDelivery, type Row } from '../rows';
import { findLead } from './find-lead';

/** A lead's failed deliveries pending again with a fresh retry period, in the transaction `db`. */
export async function requeueFailed(
  db: PoolClient,
  idOrReference: string,
  now: Date,
): Promise<RequeueOutcome> {
  const lead = await findLead(db, idOrReference);
  if (!lead) return { status: 'unknown' };
  const { rows } = await db.query<Row>(
    `UPDATE deliveries SET status = 'pending', attempts = 0, queued_at = $2,
       next_attempt_at = $2, lease_owner = NULL, lease_until = NULL
     WHERE lead_id = $1 AND status = 'failed'
     RETURNING ${DELIVERY_COLUMNS}`,
    [lead.id, now],
  );
  if (rows.length === 0) return { status: 'nothing-failed', lead };
  rows.sort((a, b) => integer(a, 'position') - integer(b, 'position'));
  return { status: 'queued', lead, deliveries: rows.map(toDelivery) };
}
