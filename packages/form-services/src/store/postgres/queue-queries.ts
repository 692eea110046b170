import type { Queue } from '../roles/queue';
import type { Database } from './database';
import { claimDeliveries } from './sql/claim-deliveries';
import { nextDue } from './sql/next-due';
import { readQueueFigures } from './sql/queue-figures';
import { recordDelivery } from './sql/record-delivery';
import { releaseClaims } from './sql/release-claims';
import { renewLeases } from './sql/renew-leases';
import { requeueFailed } from './sql/requeue-failed';
import { retryNow } from './sql/retry-now';
import { waitingDeliveries } from './sql/waiting-deliveries';

/**
 * The delivery queue on PostgreSQL: leases in the deliveries' rows, so each due delivery is
 * claimed by one server and a dead server's claims return to the others when they end.
 */
export function postgresQueue(database: Database, clock: () => Date): Queue {
  const { pool, guarded, transaction, log } = database;
  return {
    claim: (owner, limit, leaseMs, now) =>
      guarded('claim deliveries', () => claimDeliveries(pool, owner, limit, leaseMs, now)),

    renew: (owner, keys, leaseMs, now) =>
      guarded('renew leases', () =>
        renewLeases(pool, owner, keys, new Date(now.getTime() + leaseMs)),
      ),

    record: (owner, lead, delivery) =>
      guarded('record a delivery', () => recordDelivery(pool, log, owner, lead, delivery)),

    release: (owner, keys) => guarded('release deliveries', () => releaseClaims(pool, owner, keys)),

    retryNow: (keys, now) => guarded('retry deliveries now', () => retryNow(pool, keys, now)),

    requeueFailed: (idOrReference, now) =>
      guarded('requeue deliveries', () =>
        transaction((db) => requeueFailed(db, idOrReference, now)),
      ),

    nextDue: () => guarded('read the next due delivery', () => nextDue(pool, clock())),

    figures: () => guarded("read the queue's figures", () => readQueueFigures(pool)),

    waiting: (queuedBefore) =>
      guarded('read the waiting deliveries', () => waitingDeliveries(pool, queuedBefore)),
  };
}
