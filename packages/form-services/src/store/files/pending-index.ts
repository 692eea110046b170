import { nextDue, type DeliveryRecord } from '../delivery-record';
import { remove, writeDurably } from './durable';
import type { FailedIndex } from './failed-index';
import type { Outbox } from './layout';
import { readRecord, writeRecord } from './lead-files';

/**
 * The leads with a delivery still to send: marked by an empty file each in `pending/` (all a
 * start reads), their records held in this process, which alone writes them. A kept record's
 * failed deliveries are noted in `failed`.
 */
export function createPendingIndex(outbox: Outbox, failed: FailedIndex) {
  const records = new Map<string, DeliveryRecord>();
  const mark = (id: string) => writeDurably(outbox.pendingPath(id), '', 'replace');
  return {
    /** The pending records in this process, by lead id. */
    records: records as ReadonlyMap<string, DeliveryRecord>,
    mark,
    /**
     * Holds this process's copy of a pending record whose file is written already (a new lead, a
     * start), or that changes in memory only (retry now: a restart finds it due by its own time).
     */
    remember(record: DeliveryRecord): void {
      records.set(record.lead, record);
    },
    /** The lead's deliveries as they stand: this process's copy while any is pending. */
    async deliveriesOf(id: string) {
      return (records.get(id) ?? (await readRecord(outbox, id)))?.deliveries ?? [];
    },
    /** The record as it stands: this process's copy, else the file. */
    async recordOf(id: string) {
      return records.get(id) ?? (await readRecord(outbox, id));
    },
    /** Keeps a record: written, its failures noted, then this process's copy; a finished lead leaves `pending/`. */
    async keep(record: DeliveryRecord): Promise<void> {
      const before = records.get(record.lead);
      await writeRecord(outbox, record);
      await failed.note(record, before);
      if (nextDue(record) === null) {
        records.delete(record.lead);
        await remove(outbox.pendingPath(record.lead));
      } else {
        if (!records.has(record.lead)) await mark(record.lead);
        records.set(record.lead, record);
      }
    },
    /** A lead that is gone (erased): nothing of it is sent. */
    forget(id: string): void {
      records.delete(id);
    },
  };
}

export type PendingIndex = ReturnType<typeof createPendingIndex>;
