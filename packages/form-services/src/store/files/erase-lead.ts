import { readFile } from 'node:fs/promises';
import type { StoredLead } from '../lead-store';
import { flush, remove } from './durable';
import type { FileEngine } from './engine';
import { parseReferenceEntry } from './file-format';
import { readLeadFile } from './lead-files';

/**
 * Removes a lead and everything that belongs to it, from disk and from this process: under the
 * lead's record lock, so a booking change being written finishes first and brings nothing back.
 */
export async function eraseLead(engine: FileEngine, lead: StoredLead): Promise<void> {
  await engine.serialised(`record:${lead.id}`, () => eraseUnlocked(engine, lead));
}

async function eraseUnlocked(engine: FileEngine, lead: StoredLead): Promise<void> {
  const { outbox } = engine;
  const file = await readLeadFile(outbox, lead.id).catch(() => null);
  const entry = await readFile(outbox.referencePath(lead.reference), 'utf8').then(
    parseReferenceEntry,
    () => null,
  );
  engine.pending.forget(lead.id);
  await engine.failed.forget(lead.id);
  engine.recent.forget(lead);
  if (entry?.id === lead.id) await remove(outbox.referencePath(lead.reference));
  if (file?.attachment) await remove(outbox.path(file.attachment.storedAs));
  for (const name of [
    outbox.recordPath(lead.id),
    outbox.pendingPath(lead.id),
    outbox.requestPath(lead.id),
    outbox.leadPath(lead.id),
  ])
    await remove(name);
  await flush(outbox.dir).catch(() => undefined);
}
