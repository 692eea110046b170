import type { DeliveryKey } from '../../lead-store';
import type { Queryable } from '../database';
import { IS_KEY, keyArrays } from './delivery-keys';

/** Lets go of `owner`'s claims on these deliveries without an attempt. */
export async function releaseClaims(
  db: Queryable,
  owner: string,
  keys: readonly DeliveryKey[],
): Promise<void> {
  await db.query(
    `UPDATE deliveries SET lease_owner = NULL, lease_until = NULL
     WHERE ${IS_KEY} AND lease_owner = $3`,
    [...keyArrays(keys), owner],
  );
}
