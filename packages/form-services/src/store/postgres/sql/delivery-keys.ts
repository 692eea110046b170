import type { DeliveryKey } from '../../lead-store';
import type { Queryable } from '../database';

/**
 * Updates the deliveries `keys` names (given to the query as `$1` and `$2`, two parallel arrays
 * for `unnest`) that also meet `condition`: `set` and `condition` number their own parameters
 * from `$3`, given in `parameters`.
 */
export async function updateDeliveries(
  db: Queryable,
  keys: readonly DeliveryKey[],
  statement: { readonly set: string; readonly condition: string },
  parameters: readonly unknown[],
): Promise<void> {
  await db.query(
    `UPDATE deliveries SET ${statement.set}
     WHERE (lead_id, kind) IN (SELECT * FROM unnest($1::text[], $2::text[]))
       AND ${statement.condition}`,
    [keys.map((key) => key.lead), keys.map((key) => key.kind), ...parameters],
  );
}
