import type { DeliveryRecord } from '../delivery-record';
import type { LeadWithDeliveries } from '../lead-store';
import { writeDurably } from './durable';
import type { FileEngine } from './engine';
import { asFileText, type LeadFile } from './file-format';
import { exists, makeFolders } from './layout';
import { writeRecord } from './lead-files';

/**
 * Keeps a lead from elsewhere (a backup's restore) with its deliveries' state as it is: its
 * attachment, record, failed and pending marks, then the lead file last, the commit, as a new lead is
 * written. `false`, and nothing written, when a lead with its id is here.
 */
export function importLead(
  engine: FileEngine,
  entry: LeadWithDeliveries,
  attachment: Buffer | null,
): Promise<boolean> {
  const { outbox } = engine;
  const { lead, deliveries } = entry;
  return engine.failing('import a lead', async () => {
    if (await exists(outbox.leadPath(lead.id))) return false;
    await makeFolders(outbox);
    const storedAs = lead.attachment && `${lead.id}.${lead.attachment.type}`;
    if (storedAs && attachment) await writeDurably(outbox.path(storedAs), attachment, 'replace');
    const record: DeliveryRecord = { lead: lead.id, deliveries };
    await writeRecord(outbox, record);
    // Before the commit, as the pending mark: a cut import's marks are swept at the next start.
    await engine.failed.note(record);
    const pending = deliveries.some((delivery) => delivery.status === 'pending');
    if (pending) await engine.pending.mark(lead.id);
    const file: LeadFile = {
      ...lead,
      attachment: lead.attachment && storedAs ? { ...lead.attachment, storedAs } : null,
    };
    await writeDurably(outbox.leadPath(lead.id), asFileText(file), 'create');
    if (pending) engine.pending.remember(record);
    return true;
  });
}
