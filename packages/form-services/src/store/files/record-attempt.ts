import { stat } from 'node:fs/promises';
import { samePlan, type Delivery } from '../delivery-record';
import { StoreUnavailableError } from '../errors';
import { remove } from './durable';
import type { FileEngine } from './engine';
import { isMissing } from './layout';

/**
 * Records one attempt's outcome in the lead's record. A lead's deliveries are sent side by side:
 * each change is made to the record as it stands. A lead erased meanwhile keeps no record.
 */
export async function recordAttempt(
  engine: FileEngine,
  lead: string,
  delivery: Delivery,
): Promise<void> {
  const { outbox, pending } = engine;
  await engine.serialised(`record:${lead}`, async () => {
    const erased = async () =>
      stat(outbox.leadPath(lead)).then(
        () => false,
        (error: unknown) => isMissing(error),
      );
    if (await erased()) {
      pending.forget(lead);
      return;
    }
    const record = await pending.recordOf(lead);
    if (!record) throw new StoreUnavailableError(`No delivery record for lead ${lead}`);
    await engine.failing('record a delivery', () =>
      pending.keep({
        ...record,
        // A delivery planned again since its claim (a booking changed again) keeps the new plan.
        deliveries: record.deliveries.map((old) => (samePlan(old, delivery) ? delivery : old)),
      }),
    );
    // Erased while the record was written: it goes too, address and all.
    if (await erased()) {
      pending.forget(lead);
      await remove(outbox.recordPath(lead));
      await remove(outbox.pendingPath(lead));
    }
  });
}
