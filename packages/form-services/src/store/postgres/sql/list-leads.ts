import type { LeadWithDeliveries, StoredLead } from '../../lead-store';
import type { Queryable } from '../database';
import { LEAD_COLUMNS, toLead, type Row } from '../rows';
import { withDeliveries } from './with-deliveries';

/** Leads read per query while listing. */
export const LIST_PAGE = 100;

/** One keyset page of leads, newest first, after `after`, each with its deliveries. */
export async function listPage(
  db: Queryable,
  after: StoredLead | null,
): Promise<LeadWithDeliveries[]> {
  const { rows } = after
    ? await db.query<Row>(
        `SELECT ${LEAD_COLUMNS} FROM leads WHERE (received_at, id) < ($1, $2)
         ORDER BY received_at DESC, id DESC LIMIT $3`,
        [new Date(after.receivedAt), after.id, LIST_PAGE],
      )
    : await db.query<Row>(
        `SELECT ${LEAD_COLUMNS} FROM leads ORDER BY received_at DESC, id DESC LIMIT $1`,
        [LIST_PAGE],
      );
  return withDeliveries(db, rows.map(toLead));
}
