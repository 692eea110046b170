import type { SpamHold } from '../lead-store';
import { remove, writeDurably } from './durable';
import type { FileEngine } from './engine';
import { asFileText } from './file-format';
import { isMissing } from './layout';
import { readLeadFile } from './lead-files';

/**
 * Holds a lead for its infected file: its record goes first, then the lead file is rewritten
 * held, then its mark in `pending/`. A start after the first step plans the lead again (its
 * scan finds the file again); after the second, it plans the held lead, whose next scan comes
 * here and finishes the cleanup. Nothing is sent either way.
 */
export async function holdInfected(
  engine: FileEngine,
  id: string,
  signature: string,
): Promise<void> {
  const { outbox, pending } = engine;
  await engine.serialised(`record:${id}`, async () => {
    const file = await readLeadFile(outbox, id).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!file) return;
    const held: SpamHold = { score: 0, reasons: [], infected: signature };
    await engine.failing('hold a lead', async () => {
      pending.forget(id);
      await engine.failed.forget(id);
      await remove(outbox.recordPath(id));
      if (!file.held)
        await writeDurably(outbox.leadPath(id), asFileText({ ...file, held }), 'replace');
      await remove(outbox.pendingPath(id));
    });
  });
}
