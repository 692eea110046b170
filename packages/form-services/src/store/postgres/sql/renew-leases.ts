import type { DeliveryKey } from '../../lead-store';
import type { Queryable } from '../database';
import { updateDeliveries } from './delivery-keys';

/** Extends `owner`'s leases on these pending deliveries until `until`. */
export const renewLeases = (
  db: Queryable,
  owner: string,
  keys: readonly DeliveryKey[],
  until: Date,
): Promise<void> =>
  updateDeliveries(
    db,
    keys,
    { set: 'lease_until = $4', condition: "lease_owner = $3 AND status = 'pending'" },
    [owner, until],
  );
