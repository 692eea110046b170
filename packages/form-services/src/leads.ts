import type { Delivery, DeliveryRecord } from './delivery/state';
import { requeued } from './delivery/state';
import type { Outbox, StoredLead } from './outbox';
import { oneLine } from './text';

/** One line per lead: when, which form, its reference, who, and what came with it. */
export function formatLead(lead: StoredLead): string {
  const who = `${lead.fields.name ?? ''} <${lead.fields.email ?? ''}>`;
  const what = lead.fields.subject || lead.fields.company || '';
  const file = lead.attachment
    ? `  [${lead.attachment.fileName}, ${lead.attachment.bytes} bytes]`
    : '';
  return oneLine(
    `${lead.receivedAt}  ${lead.form.padEnd(11)}  ${lead.reference}  ${who}  ${what}${file}`,
  );
}

/** Where one mail stands, for the operator. */
export function formatDelivery(delivery: Delivery): string {
  const head = `    ${delivery.kind.padEnd(8)} ${delivery.status.padEnd(10)}`;
  const detail = {
    delivered: () => `${delivery.deliveredAt}  ${delivery.receipt ?? ''}`,
    pending: () =>
      `attempt ${delivery.attempts + 1} at ${delivery.nextAttemptAt}${delivery.lastError ? `  last: ${delivery.lastError}` : ''}`,
    failed: () => `after ${delivery.attempts} attempts: ${delivery.lastError ?? ''}`,
    suppressed: () => 'the address had its visitor mails for the hour',
  }[delivery.status]();
  return oneLine(`${head} ${detail}`);
}

/** The outbox's lead ids, newest first: only the names are held, never every lead at once. */
async function newestFirst(outbox: Outbox): Promise<string[]> {
  const ids: string[] = [];
  for await (const id of outbox.leadIds()) ids.push(id);
  return ids.sort().reverse();
}

/**
 * The operator's listing, a line at a time: each lead with each mail's state, newest first; a
 * file that cannot be read is reported and the listing goes on.
 */
export async function* leadListing(
  outbox: Outbox,
  filter: { readonly failedOnly?: boolean } = {},
): AsyncGenerator<string> {
  let shown = 0;
  for (const id of await newestFirst(outbox)) {
    let lead: StoredLead;
    let record: DeliveryRecord | null;
    try {
      lead = await outbox.readLead(id);
      record = await outbox.readRecord(id);
    } catch (error) {
      yield oneLine(`! ${id}: cannot be read (${(error as Error).message})`);
      continue;
    }
    const deliveries = record?.deliveries ?? [];
    if (filter.failedOnly && !deliveries.some((delivery) => delivery.status === 'failed')) continue;
    shown += 1;
    yield formatLead(lead);
    if (!record) yield '    (not yet picked up for delivery)';
    for (const delivery of deliveries) yield formatDelivery(delivery);
  }
  if (shown === 0) yield filter.failedOnly ? 'No failed deliveries.' : 'No leads yet.';
}

/**
 * Queues a lead's failed mails again, by lead id or reference, with a fresh retry period; the
 * running server picks them up within seconds (or at its next start). Suppressed mails stay
 * suppressed. Returns what was done, for the operator.
 */
export async function resendFailed(outbox: Outbox, idOrReference: string): Promise<string> {
  let id: string | null = null;
  for await (const candidate of outbox.leadIds()) {
    if (candidate === idOrReference) id = candidate;
    else if (/^AC-/.test(idOrReference)) {
      const lead = await outbox.readLead(candidate).catch(() => null);
      if (lead?.reference === idOrReference) id = candidate;
    }
    if (id) break;
  }
  if (!id) return `No lead ${idOrReference} in ${outbox.dir}.`;
  const record = await outbox.readRecord(id);
  const failed = record?.deliveries.filter((delivery) => delivery.status === 'failed') ?? [];
  if (!record || failed.length === 0) return `Lead ${id} has no failed mail to send again.`;
  const now = new Date();
  await outbox.writeRecord({
    ...record,
    deliveries: record.deliveries.map((delivery) => requeued(delivery, now)),
  });
  await outbox.requeue(id);
  return `Queued again: ${failed.map((delivery) => `${delivery.kind} mail to ${delivery.to}`).join(', ')} (lead ${id}). The running server sends it within seconds; pnpm leads shows the result.`;
}
