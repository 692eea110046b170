import type { PoolClient } from 'pg';
import type {
  DeliveryPlan,
  InfectedFileRelease,
  LeadWithDeliveries,
  StoredLead,
} from '../../lead-store';
import { LEAD_COLUMNS, toLead, type Row } from '../rows';
import { planDeliveries } from './plan-deliveries';

/** Releases a held lead in the transaction `db`: no longer held, its deliveries planned now. */
export async function releaseHeld(
  db: PoolClient,
  idOrReference: string,
  plan: (lead: StoredLead) => DeliveryPlan,
  now: Date,
  file?: InfectedFileRelease['release'],
): Promise<LeadWithDeliveries | null> {
  // The row stays locked until the deliveries are written: a second release of the same lead
  // waits, then finds it no longer held.
  const { rows } = await db.query<Row>(
    `UPDATE leads SET held = NULL,
       infected_file = CASE WHEN $2::text IS NOT NULL AND held ? 'infected'
         THEN jsonb_build_object('signature', held->>'infected', 'release', $2::text) END
     WHERE id = (
       SELECT id FROM leads WHERE (id = $1 OR reference = $1) AND held IS NOT NULL
       ORDER BY id = $1 DESC, received_at DESC LIMIT 1
     ) AND held IS NOT NULL
     RETURNING ${LEAD_COLUMNS}`,
    [idOrReference, file ?? null],
  );
  const row = rows[0];
  if (!row) return null;
  const lead = toLead(row);
  return { lead, deliveries: await planDeliveries(db, lead.id, plan(lead), now) };
}
