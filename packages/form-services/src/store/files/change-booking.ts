import { withChangeDeliveries } from '../delivery-record';
import type { BookingChangeOutcome, BookingChangeToStore, DeliveryPlan } from '../lead-store';
import { writeDurably } from './durable';
import type { FileEngine } from './engine';
import { asFileText } from './file-format';
import { isMissing } from './layout';
import { readLeadFile, toStoredLead } from './lead-files';

/**
 * Changes a booking if it is at the version named: under the lead's record lock (the one server
 * holding the outbox is the only writer), so of two changes racing, the second finds the first's
 * version. The record goes first, then the lead file: a cut between them leaves the change's mails
 * planned for the booking as it was, never a change without its mails.
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
      deliveries: withChangeDeliveries(before?.deliveries ?? [], mails, now),
    };
    await engine.failing('change a booking', async () => {
      await pending.keep(record);
      await writeDurably(outbox.leadPath(id), asFileText(changed), 'replace');
    });
    return { status: 'changed', lead: toStoredLead(changed) };
  });
}
