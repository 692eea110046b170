import { withChangeDeliveries } from '../delivery-record';
import type { BookingChangeOutcome, BookingChangeToStore, DeliveryPlan } from '../lead-store';
import { writeDurably } from './durable';
import type { FileEngine } from './engine';
import { asFileText } from './file-format';
import { isMissing } from './layout';
import { readLeadFile, toStoredLead } from './lead-files';

/**
 * Changes a booking if it is at the version named: under the lead's record lock (the one server
 * holding the outbox is the only writer, and an erase takes the same lock), so of two changes
 * racing, the second finds the first's version. As for a new lead, the record goes first and the
 * lead file last as the commit: the change's deliveries name the version they tell of, so a cut
 * between them leaves deliveries the queue suppresses (the lead does not have that version), never
 * a change without its mails; a write that fails puts the record back as it was.
 */
export async function changeBooking(
  engine: FileEngine,
  id: string,
  { version, fields, change }: BookingChangeToStore,
  mails: DeliveryPlan,
  now: Date,
): Promise<BookingChangeOutcome> {
  engine.serverOnly('change a booking');
  const { outbox, pending } = engine;
  return engine.serialised(`record:${id}`, async () => {
    const file = await readLeadFile(outbox, id).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!file) return { status: 'missing' };
    const changes = file.bookingChanges ?? [];
    if (changes.length !== version) return { status: 'stale' };
    const changed = { ...file, fields, bookingChanges: [...changes, change] };
    const before = await pending.recordOf(id);
    const record = {
      lead: id,
      deliveries: withChangeDeliveries(before?.deliveries ?? [], mails, version + 1, now),
    };
    await engine.failing('change a booking', async () => {
      await pending.keep(record);
      await writeDurably(outbox.leadPath(id), asFileText(changed), 'replace').catch(
        async (error: unknown) => {
          if (before) await pending.keep(before);
          throw error;
        },
      );
    });
    return { status: 'changed', lead: toStoredLead(changed) };
  });
}
