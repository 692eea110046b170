import { readFile } from 'node:fs/promises';
import type { DeliveryRecord } from '../delivery-record';
import type { StoredLead } from '../lead-store';
import { writeDurably } from './durable';
import { asFileText, parseLeadFile, parseRecordFile, type LeadFile } from './file-format';
import { isMissing, leadIds, type Outbox } from './layout';

/** A lead's file, read and checked. */
export const readLeadFile = async (outbox: Outbox, id: string): Promise<LeadFile> =>
  parseLeadFile(await readFile(outbox.leadPath(id), 'utf8'));

/** A lead as the store answers it: its attachment without the name it has in the outbox. */
export const toStoredLead = ({ attachment, ...lead }: LeadFile): StoredLead => ({
  ...lead,
  attachment: attachment && {
    fileName: attachment.fileName,
    bytes: attachment.bytes,
    type: attachment.type,
    sha256: attachment.sha256,
  },
});

export const readLead = async (outbox: Outbox, id: string) =>
  toStoredLead(await readLeadFile(outbox, id));

/** A lead's delivery record, or `null` when it has none (a lead held as spam before). */
export async function readRecord(outbox: Outbox, id: string): Promise<DeliveryRecord | null> {
  try {
    return parseRecordFile(await readFile(outbox.recordPath(id), 'utf8'));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export const writeRecord = (outbox: Outbox, record: DeliveryRecord) =>
  writeDurably(outbox.recordPath(record.lead), asFileText(record), 'replace');

/** Every lead, newest first, that `keep` keeps; unreadable files are passed over. */
export async function leadsWhere(
  outbox: Outbox,
  keep: (lead: StoredLead) => boolean,
  ids?: readonly string[],
): Promise<StoredLead[]> {
  const kept: StoredLead[] = [];
  for (const id of ids ?? (await leadIds(outbox.dir)).reverse()) {
    const lead = await readLead(outbox, id).catch(() => null);
    if (lead && keep(lead)) kept.push(lead);
  }
  return kept;
}

/** Whether a lead came from `email`, letter case and spaces around ignored. */
export const sameAddress = (email: string) => {
  const wanted = email.trim().toLowerCase();
  return (lead: StoredLead) => (lead.fields.email ?? '').trim().toLowerCase() === wanted;
};
