import { readdir } from 'node:fs/promises';
import type { DeliveryPlan, StoredLead } from '../lead-store';
import type { FileEngine } from './engine';
import { LEAD_SUFFIX, PENDING_DIR, RECORD_SUFFIX, isLeadFile, timeInNames } from './layout';
import { readLead, readRecord } from './lead-files';

const HOUR_MS = 3_600_000;

/**
 * What a start reads: the last hour's leads (for the spam rules' count) and visitor mails (for
 * the hourly share), found by their names, and the records of the leads named in `pending/`.
 * A pending lead without a record was kept by the flat layout's server, killed before it planned
 * the lead's mails: they are planned now with `planDeliveries`.
 */
export async function loadPending(
  engine: FileEngine,
  planDeliveries?: (lead: StoredLead) => DeliveryPlan,
): Promise<void> {
  const { outbox, clock } = engine;
  const hourAgo = timeInNames(new Date(clock().getTime() - HOUR_MS));
  for (const name of await readdir(outbox.dir)) {
    if (name < hourAgo) continue;
    if (name.endsWith(RECORD_SUFFIX)) {
      const id = name.slice(0, -RECORD_SUFFIX.length);
      const record = await readRecord(outbox, id).catch(() => null);
      if (record) engine.visitors.count(record);
    } else if (isLeadFile(name)) {
      const lead = await readLead(outbox, name.slice(0, -LEAD_SUFFIX.length)).catch(() => null);
      if (lead) engine.recent.note(lead);
    }
  }
  for (const id of await readdir(outbox.path(PENDING_DIR))) {
    const kept = await readRecord(outbox, id);
    if (kept) engine.pending.remember(kept);
    else if (planDeliveries) {
      const mails = planDeliveries(await readLead(outbox, id));
      const record = { lead: id, deliveries: engine.visitors.plan(mails, clock()) };
      await engine.pending.keep(record);
      engine.visitors.count(record);
    }
  }
}
