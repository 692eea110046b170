import type { DeliveryKey } from '../../lead-store';
import type { Queryable } from '../database';
import { updateDeliveries } from './delivery-keys';

/** Pending deliveries due after `now` become due at `now`; none is postponed. */
export const retryNow = (db: Queryable, keys: readonly DeliveryKey[], now: Date): Promise<void> =>
  updateDeliveries(
    db,
    keys,
    { set: 'next_attempt_at = $3', condition: "status = 'pending' AND next_attempt_at > $3" },
    [now],
  );
