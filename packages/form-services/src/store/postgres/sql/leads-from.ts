import type { LeadWithDeliveries } from '../../lead-store';
import type { Queryable } from '../database';
import { LEAD_COLUMNS, toLead, type Row } from '../rows';
import { withDeliveries } from './with-deliveries';

/** Every lead from an address (letter case ignored), newest first. */
export async function leadsFrom(db: Queryable, email: string): Promise<LeadWithDeliveries[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${LEAD_COLUMNS} FROM leads WHERE lower(fields->>'email') = lower($1)
     ORDER BY received_at DESC, id DESC`,
    [email],
  );
  return withDeliveries(db, rows.map(toLead));
}
