import { makeReference } from '@acme/forms-client/contract';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  IDEMPOTENCY_WINDOW_MS,
  type DeliveryPlan,
  type LeadToStore,
  type StoreOutcome,
} from '../lead-store';
import type { FileEngine } from './engine';
import { parseReferenceEntry } from './file-format';
import { exists, isMissing, makeFolders } from './layout';
import { readLead } from './lead-files';
import { writeLead } from './write-lead';

/** The lead a reference names within the repeat window, with its form and fingerprint. */
async function leadWithReference(engine: FileEngine, reference: string) {
  const entry = await readFile(engine.outbox.referencePath(reference), 'utf8').then(
    parseReferenceEntry,
    () => null,
  );
  if (!entry) return null;
  if (engine.clock().getTime() - Date.parse(entry.receivedAt) > IDEMPOTENCY_WINDOW_MS) return null;
  return (await exists(engine.outbox.leadPath(entry.id))) ? entry : null;
}

/**
 * Keeps a submission, or answers the repeat of one within the window with the lead it repeats.
 * Stores of one reference run one at a time, and one visitor address's one lead at a time.
 */
export async function storeLead(
  engine: FileEngine,
  lead: LeadToStore,
  mails: DeliveryPlan,
): Promise<StoreOutcome> {
  engine.serverOnly('store a lead');
  return engine
    .serialised(`reference:${lead.reference}`, () =>
      engine.failing('store a lead', async () => {
        const taken = await leadWithReference(engine, lead.reference);
        if (taken?.form === lead.form && taken.fingerprint === lead.fingerprint) {
          await lead.upload?.file.discard();
          return { lead: await readLead(engine.outbox, taken.id), repeated: true };
        }
        let reference = lead.reference;
        while (
          taken &&
          (reference === lead.reference || (await leadWithReference(engine, reference)))
        )
          reference = makeReference((length) => new Uint8Array(randomBytes(length)));
        const written = () =>
          writeLead(engine, { ...lead, reference }, mails).catch(async (error: unknown) => {
            if (!isMissing(error) || lead.upload) throw error;
            // Someone removed the outbox: made again, the lead is kept all the same.
            await makeFolders(engine.outbox);
            return writeLead(engine, { ...lead, reference }, mails);
          });
        // One address's visitor mails are counted one lead at a time.
        const kept = await (mails.visitor === null
          ? written()
          : engine.serialised(`visitor:${mails.visitor.toLowerCase()}`, written));
        return { lead: kept, repeated: false };
      }),
    )
    .catch(async (error: unknown) => {
      await lead.upload?.file.discard();
      throw error;
    });
}
