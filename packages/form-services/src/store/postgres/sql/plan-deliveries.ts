import type { PoolClient } from 'pg';
import { plannedDeliveries, type Delivery } from '../../delivery-record';
import type { DeliveryPlan } from '../../lead-store';
import { integer, type Row } from '../rows';
import { advisoryLock } from './advisory-lock';
import { insertDeliveries } from './insert-deliveries';

const HOUR_MS = 3_600_000;

/** Whether the visitor mail of a lead at `now` is within the address's hourly share. */
async function visitorMayGetMail(db: PoolClient, address: string, perHour: number, now: Date) {
  const key = address.toLowerCase();
  // Serializes the count and the insert for one address across servers.
  await advisoryLock(db, `visitor:${key}`);
  const { rows } = await db.query<Row>(
    `SELECT count(*) AS sent FROM deliveries
     WHERE kind = 'visitor' AND status <> 'suppressed' AND lower(recipient) = $1
       AND queued_at > $2`,
    // No upper bound: a server whose clock read came a moment earlier must still count a
    // mail queued by one that committed first.
    [key, new Date(now.getTime() - HOUR_MS)],
  );
  return integer(rows[0] ?? { sent: 0 }, 'sent') < perHour;
}

/**
 * Plans a lead's deliveries at `now` and writes them: the visitor mail suppressed when the
 * address had its share of the hour. For a new lead, and for a held one being released.
 */
export async function planDeliveries(
  db: PoolClient,
  lead: string,
  mails: DeliveryPlan,
  now: Date,
): Promise<Delivery[]> {
  const allowed =
    mails.visitor !== null &&
    (await visitorMayGetMail(db, mails.visitor, mails.visitorMailsPerHour, now));
  const deliveries = plannedDeliveries(mails, now, allowed);
  await insertDeliveries(db, lead, deliveries);
  return deliveries;
}
