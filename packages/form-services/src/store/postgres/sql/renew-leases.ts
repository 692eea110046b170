import type { DeliveryKey } from '../../lead-store';
import type { Queryable } from '../database';
import { IS_KEY, keyArrays } from './delivery-keys';

/** Extends `owner`'s leases on these pending deliveries until `until`. */
export async function renewLeases(
  db: Queryable,
  owner: string,
  keys: readonly DeliveryKey[],
  until: Date,
): Promise<void> {
  await db.query(
    `UPDATE deliveries SET lease_until = $4
     WHERE ${IS_KEY} AND lease_owner = $3 AND status = 'pending'`,
    [...keyArrays(keys), owner, until],
  );
}
