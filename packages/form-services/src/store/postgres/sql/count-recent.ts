import type { StoredLead } from '../../lead-store';
import type { Queryable } from '../database';
import { integer, type Row } from '../rows';

/** How many leads of `form` came from `email` (letter case ignored) at `since` or later. */
export async function countRecent(
  db: Queryable,
  form: StoredLead['form'],
  email: string,
  since: Date,
): Promise<number> {
  const { rows } = await db.query<Row>(
    `SELECT count(*) AS n FROM leads
     WHERE lower(fields->>'email') = lower($1) AND form = $2 AND received_at >= $3`,
    [email, form, since],
  );
  return integer(rows[0] ?? { n: 0 }, 'n');
}
