import type { StoredLead } from '../../lead-store';
import type { Queryable } from '../database';
import { LEAD_COLUMNS, toLead, type Row } from '../rows';

/** A lead by id, else the newest with that reference. */
export async function findLead(db: Queryable, idOrReference: string): Promise<StoredLead | null> {
  const { rows } = await db.query<Row>(
    `SELECT ${LEAD_COLUMNS} FROM leads WHERE id = $1 OR reference = $1
     ORDER BY id = $1 DESC, received_at DESC LIMIT 1`,
    [idOrReference],
  );
  return rows[0] ? toLead(rows[0]) : null;
}
