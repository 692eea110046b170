import type {
  DeliveryPlan,
  InfectedFileRelease,
  LeadWithDeliveries,
  StoredLead,
} from '../lead-store';
import { writeDurably } from './durable';
import type { FileEngine } from './engine';
import { asFileText } from './file-format';
import { findLead } from './find-lead';
import { readLeadFile, toStoredLead } from './lead-files';
import { requestResend } from './resend-requests';

/**
 * Releases a held lead: its deliveries planned now, its file rewritten without the hold. From the
 * command line, the running server learns of the new deliveries by a resend request.
 */
export async function releaseHeld(
  engine: FileEngine,
  idOrReference: string,
  plan: (lead: StoredLead) => DeliveryPlan,
  now: Date,
  fileRelease?: InfectedFileRelease['release'],
): Promise<LeadWithDeliveries | null> {
  const { outbox } = engine;
  const found = await findLead(engine, idOrReference);
  if (!found?.lead.held) return null;
  const file = await readLeadFile(outbox, found.lead.id);
  if (!file.held) return null;
  const { held, ...rest } = file;
  const unheld =
    held.infected && fileRelease
      ? { ...rest, infectedFile: { signature: held.infected, release: fileRelease } }
      : rest;
  const record = {
    lead: file.id,
    deliveries: engine.visitors.plan(plan(toStoredLead(unheld)), now),
  };
  await engine.failing('release a lead', async () => {
    // The record first: a start that finds it with the lead still held plans nothing twice.
    await engine.pending.keep(record);
    await writeDurably(outbox.leadPath(file.id), asFileText(unheld), 'replace');
    if (engine.openedBy === 'reader') await requestResend(outbox, file.id);
  });
  engine.visitors.count(record);
  return { lead: toStoredLead(unheld), deliveries: record.deliveries };
}
