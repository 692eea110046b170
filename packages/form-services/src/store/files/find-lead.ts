import type { LeadWithDeliveries } from '../lead-store';
import type { FileEngine } from './engine';
import { exists, leadIds } from './layout';
import { readLead, readLeadFile } from './lead-files';

/** A lead by id (its file's name), else the newest with that reference. */
export async function findLead(
  engine: FileEngine,
  idOrReference: string,
): Promise<LeadWithDeliveries | null> {
  const { outbox } = engine;
  const byId = /^[\w-]+$/.test(idOrReference) && (await exists(outbox.leadPath(idOrReference)));
  let id: string | null = byId ? idOrReference : null;
  if (!id)
    for (const candidate of (await leadIds(outbox.dir)).reverse()) {
      const lead = await readLeadFile(outbox, candidate).catch(() => null);
      if (lead?.reference === idOrReference) {
        id = candidate;
        break;
      }
    }
  if (!id) return null;
  return { lead: await readLead(outbox, id), deliveries: await engine.pending.deliveriesOf(id) };
}
