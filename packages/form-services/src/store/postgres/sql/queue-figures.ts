import type { QueueFigures } from '../../roles/queue';
import { queueFigures } from '../../queue-figures';
import type { Queryable } from '../database';
import { deliveryKind, integer, time, type Row } from '../rows';

/**
 * Pending and failed deliveries by kind and the earliest queued pending one, in one grouped
 * count (each status read through its partial index).
 */
export async function readQueueFigures(db: Queryable): Promise<QueueFigures> {
  const { rows } = await db.query<Row>(
    `SELECT kind, status, count(*) AS count, min(queued_at) AS oldest FROM deliveries
     WHERE status IN ('pending', 'failed') GROUP BY kind, status`,
  );
  return queueFigures(
    rows.map((row) => ({
      kind: deliveryKind(row, 'kind'),
      status: row['status'] === 'failed' ? 'failed' : 'pending',
      count: integer(row, 'count'),
      oldestQueuedAt: time(row, 'oldest').getTime(),
    })),
  );
}
