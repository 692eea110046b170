import type { PoolClient } from 'pg';
import type { Delivery } from '../../delivery-record';

/** A delivery's state as the query parameters of `deliveries`' columns. */
export function deliveryValues(delivery: Delivery) {
  return [
    delivery.to,
    delivery.status,
    delivery.attempts,
    delivery.queuedAt,
    // A pending delivery is always due at some time: the claim index is on this column.
    delivery.nextAttemptAt ?? (delivery.status === 'pending' ? delivery.queuedAt : null),
    delivery.lastError,
    delivery.deliveredAt,
    delivery.receipt,
    delivery.refused ?? null,
    delivery.change ?? null,
  ];
}

/** Writes a new lead's deliveries in their order, the first at `first` (a change's after the lead's). */
export async function insertDeliveries(
  db: PoolClient,
  lead: string,
  deliveries: readonly Delivery[],
  first = 0,
): Promise<void> {
  for (const [index, delivery] of deliveries.entries()) {
    const position = first + index;
    await db.query(
      `INSERT INTO deliveries (lead_id, kind, position, recipient, status, attempts, queued_at,
         next_attempt_at, last_error, delivered_at, receipt, refused, change_version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [lead, delivery.kind, position, ...deliveryValues(delivery)],
    );
  }
}
