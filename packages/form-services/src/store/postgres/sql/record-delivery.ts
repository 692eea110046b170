import type { Delivery } from '../../delivery-record';
import type { Queryable } from '../database';
import type { StoreLog } from '../log';
import { optionalText, type Row } from '../rows';
import { deliveryValues } from './insert-deliveries';

/** Records one attempt's outcome, and lets go of `owner`'s claim on it. */
export async function recordDelivery(
  db: Queryable,
  log: StoreLog,
  owner: string,
  lead: string,
  delivery: Delivery,
): Promise<void> {
  // The claim is let go only if it is still this owner's (a lease that lapsed may be another
  // server's now); the outcome is recorded either way, being what happened, unless the delivery
  // was planned again since (a booking changed again: its queued time and change are the new
  // plan's, as `samePlan` compares them).
  const { rows } = await db.query<Row>(
    `UPDATE deliveries SET recipient = $4, status = $5, attempts = $6, queued_at = $7,
       next_attempt_at = $8, last_error = $9, delivered_at = $10, receipt = $11, refused = $12,
       change_version = $13,
       lease_owner = CASE WHEN lease_owner = $3 THEN NULL ELSE lease_owner END,
       lease_until = CASE WHEN lease_owner = $3 THEN NULL ELSE lease_until END
     WHERE lead_id = $1 AND kind = $2 AND queued_at = $7
       AND change_version IS NOT DISTINCT FROM $13
     RETURNING lease_owner`,
    [lead, delivery.kind, owner, ...deliveryValues(delivery)],
  );
  const row = rows[0];
  if (!row) log.warn({ lead, to: delivery.kind }, 'recorded delivery not found or planned again');
  else if (optionalText(row, 'lease_owner') !== null)
    log.warn({ lead, to: delivery.kind, owner }, 'recorded a delivery another server holds');
}
