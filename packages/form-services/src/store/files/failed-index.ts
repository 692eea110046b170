import { readdir } from 'node:fs/promises';
import { DELIVERY_KINDS, type DeliveryKind, type DeliveryRecord } from '../delivery-record';
import { noneOfEachKind, type DeliveryTally } from '../queue-figures';
import { remove, writeDurably } from './durable';
import { FAILED_DIR, exists, leadIds, type Outbox } from './layout';
import { readRecord } from './lead-files';

/** In `failed/` once it names every failed delivery (written by the first start that indexed it). */
const INDEXED = '.indexed';

const KIND_OF_NAME = new RegExp(`\\.(${DELIVERY_KINDS.join('|')})$`);

/**
 * The failed deliveries, one empty file each in `failed/` (`<lead id>.<kind>`), so the queue's
 * figures count them by name, as `pending/` names the pending leads: a finished lead is never
 * read for them.
 */
export function failedIndex(outbox: Outbox) {
  const path = (lead: string, kind: DeliveryKind) => outbox.path(FAILED_DIR, `${lead}.${kind}`);
  const mark = (lead: string, kind: DeliveryKind) => writeDurably(path(lead, kind), '', 'replace');
  return {
    /**
     * Marks the record's failed deliveries and unmarks the others (all of them when `before` is
     * unknown, else those that were failed).
     */
    async note(record: DeliveryRecord, before?: DeliveryRecord): Promise<void> {
      for (const delivery of record.deliveries) {
        const was = before?.deliveries.find((old) => old.kind === delivery.kind)?.status;
        if (delivery.status === 'failed') {
          if (was !== 'failed') await mark(record.lead, delivery.kind);
        } else if (before === undefined || was === 'failed')
          await remove(path(record.lead, delivery.kind));
      }
    },

    /** Unmarks every delivery of an erased lead. */
    async forget(lead: string): Promise<void> {
      for (const kind of DELIVERY_KINDS) await remove(path(lead, kind));
    },

    /** The leads with a failed delivery of one of `kinds`, oldest first, from the names alone. */
    async leads(kinds: readonly DeliveryKind[]): Promise<string[]> {
      const ids = new Set<string>();
      for (const name of await readdir(outbox.path(FAILED_DIR))) {
        const kind = KIND_OF_NAME.exec(name)?.[1] as DeliveryKind | undefined;
        if (kind && kinds.includes(kind)) ids.add(name.slice(0, -kind.length - 1));
      }
      return [...ids].sort();
    },

    /** The failed deliveries by kind, from the names alone. */
    async tallies(): Promise<DeliveryTally[]> {
      const count = noneOfEachKind();
      for (const name of await readdir(outbox.path(FAILED_DIR))) {
        const kind = KIND_OF_NAME.exec(name)?.[1] as DeliveryKind | undefined;
        if (kind && !name.startsWith('.')) count[kind] += 1;
      }
      return (Object.keys(count) as DeliveryKind[]).map((kind) => ({
        kind,
        status: 'failed',
        count: count[kind],
        oldestQueuedAt: null,
      }));
    },

    /**
     * An outbox kept before `failed/` existed: its records are read once, at the first start,
     * and their failed deliveries marked. A start cut short reads them again.
     */
    async build(): Promise<void> {
      if (await exists(outbox.path(FAILED_DIR, INDEXED))) return;
      for (const id of await leadIds(outbox.dir)) {
        const record = await readRecord(outbox, id).catch(() => null);
        for (const delivery of record?.deliveries ?? [])
          if (delivery.status === 'failed') await mark(id, delivery.kind);
      }
      await writeDurably(outbox.path(FAILED_DIR, INDEXED), '', 'replace');
    },
  };
}

export type FailedIndex = ReturnType<typeof failedIndex>;
