import type { StoredLead } from '../../lead-store';
import type { Leads } from '../../roles/leads';
import type { Queryable } from '../database';
import { LEAD_COLUMNS, toLead, type Row } from '../rows';

/** Deletes leads of an address, or received before a time, and answers them, newest first. */
export async function eraseLeads(
  db: Queryable,
  which: Parameters<Leads['erase']>[0],
): Promise<StoredLead[]> {
  // One statement: the deliveries (and their claims) go with their lead (ON DELETE CASCADE),
  // and the repeat check keeps nothing but the lead's own row.
  const { rows } =
    'from' in which
      ? await db.query<Row>(
          `DELETE FROM leads WHERE lower(fields->>'email') = lower($1) RETURNING ${LEAD_COLUMNS}`,
          [which.from],
        )
      : await db.query<Row>(
          `DELETE FROM leads WHERE received_at < $1 AND (NOT $2 OR held IS NOT NULL)
           RETURNING ${LEAD_COLUMNS}`,
          [which.receivedBefore, which.heldOnly === true],
        );
  return rows
    .map(toLead)
    .sort((a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt) || (a.id < b.id ? 1 : -1));
}
