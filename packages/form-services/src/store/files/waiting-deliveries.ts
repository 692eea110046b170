import type { DeliveryKind } from '../delivery-record';
import type { WaitingDeliveries, WaitingLeads } from '../roles/queue';
import type { FileEngine } from './engine';
import { readLeadFile, readRecord } from './lead-files';

const COMPANY_OWN: readonly DeliveryKind[] = [
  'company',
  'webhook',
  'company-change',
  'webhook-change',
];

/**
 * The company mails and webhooks an incident is about, on files: the pending ones from the
 * server's pending index, the failed ones from the names in `failed/`; only the oldest lead's
 * file is read, for its reference.
 */
export async function waitingDeliveries(
  engine: FileEngine,
  queuedBefore: Date,
): Promise<WaitingDeliveries> {
  const { outbox } = engine;
  const referenceOf = async (id: string) => (await readLeadFile(outbox, id)).reference;
  let pending = 0;
  let oldest: { id: string; since: number } | null = null;
  for (const record of engine.pending.records.values()) {
    const since = record.deliveries
      .filter(
        (delivery) =>
          COMPANY_OWN.includes(delivery.kind) &&
          delivery.status === 'pending' &&
          (delivery.attempts > 0 || Date.parse(delivery.queuedAt) < queuedBefore.getTime()),
      )
      .map((delivery) => Date.parse(delivery.queuedAt));
    if (since.length === 0) continue;
    pending += 1;
    const first = Math.min(...since);
    if (!oldest || first < oldest.since) oldest = { id: record.lead, since: first };
  }
  const failedIds = await engine.failed.leads(COMPANY_OWN);
  const firstFailed = failedIds[0];
  const failedRecord = firstFailed ? await readRecord(outbox, firstFailed) : null;
  const failedSince = failedRecord?.deliveries
    .filter((delivery) => COMPANY_OWN.includes(delivery.kind) && delivery.status === 'failed')
    .map((delivery) => Date.parse(delivery.queuedAt));
  const failed: WaitingLeads = {
    leads: failedIds.length,
    oldest:
      firstFailed && failedSince
        ? { reference: await referenceOf(firstFailed), since: Math.min(...failedSince) }
        : null,
  };
  return {
    pending: {
      leads: pending,
      oldest: oldest && { reference: await referenceOf(oldest.id), since: oldest.since },
    },
    failed,
  };
}
