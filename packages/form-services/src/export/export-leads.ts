import type { OfficeHours } from '@acme/forms-client/contract';
import type { Leads, LeadWithDeliveries, UnreadableLead } from '../store/lead-store';
import { decodeLead } from '../lead/decode-lead';
import type { Lead } from '../lead/types';
import { leadsCsv } from './leads-csv';

/** Which leads an export takes. */
export interface ExportSelection {
  /** Only leads received at or after this moment. */
  readonly since?: Date | null;
  /**
   * Which leads sales get; every lead by default. The command line passes "not held as spam"
   * unless asked for `--all`.
   */
  readonly include?: (entry: LeadWithDeliveries) => boolean;
  /** Told of each lead the store cannot read, which the export leaves out. */
  readonly onUnreadable?: (entry: UnreadableLead) => void;
}

const isUnreadable = (entry: LeadWithDeliveries | UnreadableLead): entry is UnreadableLead =>
  'problem' in entry;

/**
 * The CSV of the leads a store holds (see {@link leadsCsv}), newest first, each with its reply-by
 * time counted in `officeHours`, read through
 * `store.list()` so it works on either engine. The columns are known only once every lead is
 * read, so the selected leads are held in memory: fields only, no attachments. Each is decoded
 * as it is read, as every lead read back from a store is; one whose fields no longer decode is
 * exported as its fields.
 */
export async function exportLeadsCsv(
  store: Pick<Leads, 'list'>,
  officeHours: OfficeHours,
  selection: ExportSelection = {},
): Promise<string> {
  const { since = null, include = () => true, onUnreadable } = selection;
  const leads: Lead[] = [];
  for await (const entry of store.list()) {
    if (isUnreadable(entry)) {
      onUnreadable?.(entry);
      continue;
    }
    if (since && Date.parse(entry.lead.receivedAt) < since.getTime()) continue;
    if (include(entry)) leads.push(decodeLead(entry.lead));
  }
  return leadsCsv(leads, officeHours);
}
