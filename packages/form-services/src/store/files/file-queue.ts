import { dueAt, requeued, samePlan } from '../delivery-record';
import type { Claim, RequeueOutcome, StoredLead } from '../lead-store';
import type { Queue } from '../roles/queue';
import type { FileEngine } from './engine';
import { findLead } from './find-lead';
import { isMissing } from './layout';
import { queueFigures, type DeliveryTally } from '../queue-figures';
import { readLead, readRecord } from './lead-files';
import { recordAttempt } from './record-attempt';
import { requestResend, takeResendRequests } from './resend-requests';
import { waitingDeliveries } from './waiting-deliveries';

/**
 * The delivery queue on files: the pending index in the running server's memory, its claims
 * leases kept there too (one server sends), every record written before the claim is let go.
 */
export function fileQueue(engine: FileEngine): Queue {
  const { outbox, pending, leases, failing } = engine;

  /** A lead's failed mails pending again, with a fresh retry period. */
  const requeue = (id: string, now: Date) =>
    engine.serialised(`record:${id}`, async () => {
      const record = pending.records.get(id) ?? (await readRecord(outbox, id).catch(() => null));
      if (!record) return;
      await pending.keep({
        ...record,
        deliveries: record.deliveries.map((delivery) => requeued(delivery, now)),
      });
    });

  return {
    async claim(owner, limit, leaseMs, now) {
      engine.serverOnly('send mail');
      await failing('read the requeued leads', () =>
        takeResendRequests(outbox, (id) => requeue(id, now)),
      );
      const at = now.getTime();
      const claims: Claim[] = [];
      for (const [id, record] of pending.records) {
        if (claims.length >= limit) break;
        for (const delivery of record.deliveries) {
          if (claims.length >= limit) break;
          const key = { lead: id, kind: delivery.kind };
          if (delivery.status !== 'pending' || leases.ownerAt(key, at)) continue;
          if (dueAt(delivery) > at) continue;
          // Taken before the read below yields: a claim running alongside passes it by.
          leases.take(key, owner, at + leaseMs);
          let lead: StoredLead | null;
          try {
            // Under the record's lock: a booking change writes its deliveries before its lead
            // file, and a claim between the two would read the lead without the change its
            // delivery tells of, and suppress that delivery as outdated.
            lead = await engine.serialised(`record:${id}`, async () =>
              pending.records.get(id)?.deliveries.some((planned) => samePlan(planned, delivery))
                ? readLead(outbox, id)
                : null,
            );
          } catch (error) {
            leases.letGo(key);
            // Erased by `pnpm leads erase` since it was planned: nothing of it is sent. Any
            // other failure leaves the lead pending, for the next claim.
            if (isMissing(error)) pending.forget(id);
            break;
          }
          // Planned again while the lock was awaited (a later pass claims the new plan), or the
          // lead erased or held meanwhile: nothing of this delivery is sent.
          if (!lead) {
            leases.letGo(key);
            continue;
          }
          claims.push({ lead, delivery });
        }
      }
      return claims;
    },

    async renew(owner, keys, leaseMs, now) {
      for (const key of keys) leases.renew(key, owner, now.getTime() + leaseMs);
    },

    async record(owner, lead, delivery) {
      engine.serverOnly('record a delivery');
      await recordAttempt(engine, lead, delivery);
      leases.letGo({ lead, kind: delivery.kind }, owner);
    },

    async release(owner, keys) {
      for (const key of keys) leases.letGo(key, owner);
    },

    async retryNow(keys, now) {
      const at = now.toISOString();
      for (const lead of new Set(keys.map((key) => key.lead))) {
        const kinds = new Set(keys.filter((key) => key.lead === lead).map((key) => key.kind));
        await engine.serialised(`record:${lead}`, async () => {
          const record = pending.records.get(lead);
          if (!record) return;
          // Only this process's copy: a restart finds them due by their own time anyway.
          pending.remember({
            ...record,
            deliveries: record.deliveries.map((delivery) =>
              delivery.status === 'pending' &&
              kinds.has(delivery.kind) &&
              dueAt(delivery) > now.getTime()
                ? { ...delivery, nextAttemptAt: at }
                : delivery,
            ),
          });
        });
      }
    },

    async requeueFailed(idOrReference, now): Promise<RequeueOutcome> {
      const found = await findLead(engine, idOrReference);
      if (!found) return { status: 'unknown' };
      const failed = found.deliveries.filter((delivery) => delivery.status === 'failed');
      if (failed.length === 0) return { status: 'nothing-failed', lead: found.lead };
      if (engine.openedBy === 'server') await requeue(found.lead.id, now);
      else await failing('requeue a lead', () => requestResend(outbox, found.lead.id));
      return {
        status: 'queued',
        lead: found.lead,
        deliveries: failed.map((delivery) => requeued(delivery, now)),
      };
    },

    async nextDue() {
      const now = engine.clock().getTime();
      let earliest: number | null = null;
      for (const [id, record] of pending.records)
        for (const delivery of record.deliveries) {
          if (
            delivery.status !== 'pending' ||
            leases.ownerAt({ lead: id, kind: delivery.kind }, now)
          )
            continue;
          earliest = earliest === null ? dueAt(delivery) : Math.min(earliest, dueAt(delivery));
        }
      return earliest;
    },

    async figures() {
      const pendingTallies: DeliveryTally[] = [];
      for (const record of pending.records.values())
        for (const delivery of record.deliveries)
          if (delivery.status === 'pending')
            pendingTallies.push({
              kind: delivery.kind,
              status: 'pending',
              count: 1,
              oldestQueuedAt: Date.parse(delivery.queuedAt),
            });
      const failedTallies = await failing('count the failed deliveries', () =>
        engine.failed.tallies(),
      );
      return queueFigures([...pendingTallies, ...failedTallies]);
    },

    waiting: (queuedBefore) =>
      failing('read the waiting deliveries', () => waitingDeliveries(engine, queuedBefore)),
  };
}
