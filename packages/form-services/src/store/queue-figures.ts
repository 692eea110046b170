import { DELIVERY_KINDS, type DeliveryKind } from './delivery-record';
import type { QueueFigures } from './roles/queue';

/** Deliveries of one kind and status, as an engine counts them. */
export interface DeliveryTally {
  readonly kind: DeliveryKind;
  readonly status: 'pending' | 'failed';
  readonly count: number;
  /** The earliest `queuedAt` among them (ms); only pending ones' is read. */
  readonly oldestQueuedAt: number | null;
}

/** A count of 0 for every kind. */
export const noneOfEachKind = (): Record<DeliveryKind, number> =>
  Object.fromEntries(DELIVERY_KINDS.map((kind) => [kind, 0])) as Record<DeliveryKind, number>;

/**
 * The queue's figures from an engine's tallies, every kind present (0 when none).
 *
 * @example
 * queueFigures([]).pending.visitor; // => 0
 * queueFigures([{ kind: 'webhook', status: 'pending', count: 2, oldestQueuedAt: 5 }, { kind: 'company', status: 'pending', count: 1, oldestQueuedAt: 3 }]).oldestPendingSince; // => 3
 * queueFigures([{ kind: 'visitor', status: 'failed', count: 1, oldestQueuedAt: 1 }]).oldestPendingSince; // => null
 */
export function queueFigures(tallies: Iterable<DeliveryTally>): QueueFigures {
  const pending = noneOfEachKind();
  const failed = noneOfEachKind();
  let oldestPendingSince: number | null = null;
  for (const { kind, status, count, oldestQueuedAt } of tallies) {
    (status === 'pending' ? pending : failed)[kind] += count;
    if (status === 'pending' && oldestQueuedAt !== null)
      oldestPendingSince = Math.min(oldestPendingSince ?? oldestQueuedAt, oldestQueuedAt);
  }
  return { pending, failed, oldestPendingSince };
}

/**
 * How long the longest-waiting pending delivery has waited at `now` (whole seconds; 0 when none
 * waits).
 *
 * @example
 * oldestPendingSeconds({ ...queueFigures([]), oldestPendingSince: 1_000 }, 61_500); // => 60
 * oldestPendingSeconds(queueFigures([]), 61_500); // => 0
 */
export function oldestPendingSeconds(figures: QueueFigures, now: number): number {
  const since = figures.oldestPendingSince;
  return since === null ? 0 : Math.max(0, Math.floor((now - since) / 1000));
}

/** Deliveries of every kind together. */
export const allKinds = (counts: QueueFigures['pending']) =>
  DELIVERY_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
