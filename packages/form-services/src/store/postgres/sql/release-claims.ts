import type { DeliveryKey } from '../../lead-store';
import type { Queryable } from '../database';
import { updateDeliveries } from './delivery-keys';

/** Lets go of `owner`'s claims on these deliveries without an attempt. */
export const releaseClaims = (
  db: Queryable,
  owner: string,
  keys: readonly DeliveryKey[],
): Promise<void> =>
  updateDeliveries(
    db,
    keys,
    { set: 'lease_owner = NULL, lease_until = NULL', condition: 'lease_owner = $3' },
    [owner],
  );
