import type { WaitingDeliveries, WaitingLeads } from '../../roles/queue';
import type { Queryable } from '../database';
import { integer, time, type Row } from '../rows';

const NONE: WaitingLeads = { leads: 0, oldest: null };

/**
 * The company mails and webhooks pending (tried, or queued before `queuedBefore`) and failed,
 * by lead, with the oldest one's reference: one grouped read through the status indexes.
 */
export async function waitingDeliveries(
  db: Queryable,
  queuedBefore: Date,
): Promise<WaitingDeliveries> {
  const { rows } = await db.query<Row>(
    `SELECT d.status, count(DISTINCT d.lead_id) AS leads, min(d.queued_at) AS oldest,
       (array_agg(l.reference ORDER BY d.queued_at, d.lead_id))[1] AS reference
     FROM deliveries d JOIN leads l ON l.id = d.lead_id
     WHERE d.kind IN ('company', 'webhook', 'company-change', 'webhook-change')
       AND (d.status = 'failed' OR (d.status = 'pending' AND (d.attempts > 0 OR d.queued_at < $1)))
     GROUP BY d.status`,
    [queuedBefore],
  );
  const of = (status: string): WaitingLeads => {
    const row = rows.find((found) => found['status'] === status);
    return row
      ? {
          leads: integer(row, 'leads'),
          oldest: { reference: String(row['reference']), since: time(row, 'oldest').getTime() },
        }
      : NONE;
  };
  return { pending: of('pending'), failed: of('failed') };
}
