import { IDEMPOTENCY_WINDOW_MS } from '../lead-store';
import { nextDue, type DeliveryRecord } from '../delivery-record';
import { writeDurably } from './durable';
import { asFileText, type LeadFile } from './file-format';
import { LAYOUT, LAYOUT_FILE, leadIds, type Outbox } from './layout';
import { readLeadFile, readRecord } from './lead-files';

/**
 * Migrates a outbox of the earlier flat layout (every lead's files side by side, no
 * index), once, at its first start: marks its unfinished leads pending and indexes the last
 * day's references. Nothing is moved. Answers how many leads it read.
 */
export async function migrateFlatLayout(outbox: Outbox, now: Date): Promise<number> {
  let migrated = 0;
  const since = now.getTime() - IDEMPOTENCY_WINDOW_MS;
  for (const id of await leadIds(outbox.dir)) {
    let lead: LeadFile;
    let record: DeliveryRecord | null;
    try {
      lead = await readLeadFile(outbox, id);
      record = await readRecord(outbox, id);
    } catch {
      continue; // listed as unreadable by `pnpm leads`; nothing to deliver from it
    }
    if (!record || nextDue(record) !== null)
      await writeDurably(outbox.pendingPath(id), '', 'replace');
    if (Date.parse(lead.receivedAt) > since) {
      const entry = { id, form: lead.form, fingerprint: '', receivedAt: lead.receivedAt };
      await writeDurably(outbox.referencePath(lead.reference), asFileText(entry), 'replace');
    }
    migrated += 1;
  }
  await writeDurably(outbox.path(LAYOUT_FILE), LAYOUT, 'replace');
  return migrated;
}
