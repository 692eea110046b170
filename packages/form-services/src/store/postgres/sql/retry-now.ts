import type { DeliveryKey } from '../../lead-store';
import type { Queryable } from '../database';
import { IS_KEY, keyArrays } from './delivery-keys';

/** Pending deliveries due after `now` become due at `now`; none is postponed. */
export async function retryNow(
  db: Queryable,
  keys: readonly DeliveryKey[],
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE deliveries SET next_attempt_at = $3
     WHERE ${IS_KEY} AND status = 'pending' AND next_attempt_at > $3`,
    [...keyArrays(keys), now],
  );
}
