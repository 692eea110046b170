import { link } from 'node:fs/promises';
import type { DeliveryRecord } from '../delivery-record';
import type { DeliveryPlan, LeadToStore, StoredLead } from '../lead-store';
import { leadId } from '../lead-id';
import { remove, writeDurably } from './durable';
import type { FileEngine } from './engine';
import { asFileText, type LeadFile } from './file-format';
import { toStoredLead } from './lead-files';

/**
 * Writes a new lead: attachment, record, pending mark, reference, then the lead file last, each
 * flushed to the disk. Until the lead file exists a start removes the rest as a cut write.
 */
export async function writeLead(
  engine: FileEngine,
  lead: LeadToStore,
  mails: DeliveryPlan,
): Promise<StoredLead> {
  const { outbox } = engine;
  const now = engine.clock();
  const receivedAt = now.toISOString();
  const id = leadId(receivedAt, lead.endpoint);
  // A held lead is kept with its reasons and delivered nothing until it is released.
  const deliveries = lead.held ? [] : engine.visitors.plan(mails, now);
  const storedAs = lead.upload && `${id}.${lead.upload.type}`;
  const file: LeadFile = {
    id,
    receivedAt,
    reference: lead.reference,
    endpoint: lead.endpoint,
    form: lead.form,
    fields: lead.fields,
    client: lead.client,
    ...(lead.held && { held: lead.held }),
    attachment:
      lead.upload && storedAs
        ? {
            fileName: lead.upload.fileName,
            storedAs,
            bytes: lead.upload.file.bytes,
            type: lead.upload.type,
            sha256: lead.upload.file.sha256,
          }
        : null,
  };
  const record: DeliveryRecord = { lead: id, deliveries };
  try {
    if (lead.upload && storedAs) {
      await link(lead.upload.file.path, outbox.path(storedAs));
      await lead.upload.file.discard();
    }
    await writeDurably(outbox.recordPath(id), asFileText(record), 'create');
    if (deliveries.length > 0) await engine.pending.mark(id);
    const entry = { id, form: lead.form, fingerprint: lead.fingerprint, receivedAt };
    await writeDurably(outbox.referencePath(lead.reference), asFileText(entry), 'replace');
    // The lead file is the commit: until it exists, a start removes the rest as a cut write.
    await writeDurably(outbox.leadPath(id), asFileText(file), 'create');
  } catch (error) {
    for (const name of [outbox.recordPath(id), storedAs && outbox.path(storedAs)])
      if (name) await remove(name);
    await remove(outbox.pendingPath(id));
    throw error;
  }
  if (deliveries.length > 0) engine.pending.remember(record);
  engine.visitors.count(record);
  engine.recent.note(file);
  return toStoredLead(file);
}
