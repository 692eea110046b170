import { alertText } from './alerts/alert';
import { addressesDue, channelOf, type Delivery } from './store/delivery-record';
import type {
  DeliveryPlan,
  Incidents,
  InfectedFileRelease,
  LeadStore,
  Leads,
  LeadWithDeliveries,
  StoredLead,
  UnreadableLead,
} from './store/lead-store';
import type { ErasureReport } from './privacy/erasure';
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

/**
 * Where the company mail went (its routed addresses, and any the mail server refused); the
 * visitor's mail and the webhook go where the lead line says.
 *
 * @example
 * companyAddresses({ kind: 'company', to: 'hr@x.ae, info@x.ae', refused: ['hr@x.ae'] }); // => 'to hr@x.ae, info@x.ae (refused: hr@x.ae) '
 * companyAddresses({ kind: 'visitor', to: 'aisha@firm.ae' }); // => ''
 */
export function companyAddresses(delivery: Pick<Delivery, 'kind' | 'to' | 'refused'>): string {
  if (channelOf(delivery.kind) !== 'company') return '';
  const refused = delivery.refused ? ` (refused: ${delivery.refused.join(', ')})` : '';
  return `to ${delivery.to}${refused} `;
}

/** Where one mail stands, for the operator. */
export function formatDelivery(delivery: Delivery): string {
  const head = `    ${delivery.kind.padEnd(8)} ${delivery.status.padEnd(10)} ${companyAddresses(delivery)}`;
  const detail = {
    delivered: () => `${delivery.deliveredAt}  ${delivery.receipt ?? ''}`,
    pending: () =>
      `attempt ${delivery.attempts + 1} at ${delivery.nextAttemptAt}${delivery.lastError ? `  last: ${delivery.lastError}` : ''}`,
    failed: () => `after ${delivery.attempts} attempts: ${delivery.lastError ?? ''}`,
    suppressed: () => 'the address had its visitor mails for the hour',
  }[delivery.status]();
  return oneLine(`${head}${detail}`);
}

/**
 * Why a lead is held, and the command that releases it.
 *
 * @example
 * heldLine({ reference: 'AC-7Q4K2M', held: { score: 0, reasons: [], infected: 'Eicar-Test-Signature' } }); // => '    held: its file is infected (Eicar-Test-Signature): pnpm leads release AC-7Q4K2M --with-file or --without-file'
 * heldLine({ reference: 'AC-7Q4K2M', held: { score: 5, reasons: [{ rule: 'disposable-address', weight: 5, reason: 'x' }] } }); // => '    held as spam (disposable-address): pnpm leads release AC-7Q4K2M'
 */
export function heldLine(lead: Pick<StoredLead, 'reference' | 'held'>): string {
  const infected = lead.held?.infected;
  if (infected)
    return oneLine(
      `    held: its file is infected (${infected}): pnpm leads release ${lead.reference} --with-file or --without-file`,
    );
  const rules = (lead.held?.reasons ?? []).map(({ rule }) => rule).join(', ');
  return `    held as spam (${rules}): pnpm leads release ${lead.reference}`;
}

/** A release `pnpm leads release` refuses: a lead with an infected file, told neither flag. */
export class ReleaseRefused extends Error {
  override readonly name = 'ReleaseRefused';
}

const isUnreadable = (entry: LeadWithDeliveries | UnreadableLead): entry is UnreadableLead =>
  'problem' in entry;

/** The open incidents, a line each, as their alert said them; none when all is well. */
export async function openIncidentLines(incidents: Pick<Incidents, 'list'>): Promise<string[]> {
  return (await incidents.list(true)).map(
    (incident) => `open incident: ${alertText({ event: 'opened', incident })}`,
  );
}

/**
 * The operator's listing, a line at a time: each lead with each mail's state, newest first; a
 * lead that cannot be read is reported and the listing goes on.
 */
export async function* leadListing(
  leads: Pick<Leads, 'list'>,
  filter: { readonly failedOnly?: boolean } = {},
): AsyncGenerator<string> {
  let shown = 0;
  for await (const entry of leads.list()) {
    if (isUnreadable(entry)) {
      yield oneLine(`! ${entry.id}: cannot be read (${entry.problem})`);
      continue;
    }
    const { lead, deliveries } = entry;
    if (filter.failedOnly && !deliveries.some((delivery) => delivery.status === 'failed')) continue;
    shown += 1;
    yield formatLead(lead);
    if (lead.infectedFile)
      yield oneLine(
        `    its file was found infected (${lead.infectedFile.signature}); released ${lead.infectedFile.release}`,
      );
    if (lead.held) yield heldLine(lead);
    else if (deliveries.length === 0) yield '    (not yet picked up for delivery)';
    for (const delivery of deliveries) yield formatDelivery(delivery);
  }
  if (shown === 0) yield filter.failedOnly ? 'No failed deliveries.' : 'No leads yet.';
}

/**
 * Queues a lead's failed mails again, by lead id or reference, with a fresh retry period; the
 * running server sends them within seconds (or at its next start). Suppressed mails stay
 * suppressed. Returns what was done, for the operator.
 */
export async function resendFailed(
  store: Pick<LeadStore, 'queue' | 'description'>,
  idOrReference: string,
  now = new Date(),
): Promise<string> {
  const outcome = await store.queue.requeueFailed(idOrReference, now);
  if (outcome.status === 'unknown') return `No lead ${idOrReference} in ${store.description}.`;
  if (outcome.status === 'nothing-failed')
    return `Lead ${outcome.lead.id} has no failed mail to send again.`;
  // A webhook's address is a credential: named by what it is.
  const mails = outcome.deliveries.map((delivery) =>
    channelOf(delivery.kind) === 'webhook'
      ? 'the webhook'
      : `${delivery.kind} mail to ${addressesDue(delivery)}`,
  );
  return `Queued again: ${mails.join(', ')} (lead ${outcome.lead.id}). The running server sends it within seconds; pnpm leads shows the result.`;
}

/**
 * What `pnpm leads erase` says: the references and counts it removed, never the data, and
 * whether a restored backup could bring the address back.
 *
 * @example
 * erasureSummary({ references: ['AC-7Q4K2M'], leads: 1, attachments: 0, deliveries: 2, mailCopies: 0, webhook: null, registered: true }); // => 'Erased 1 lead (AC-7Q4K2M): 0 attachments, 2 deliveries, 0 mail copies. In the erasure register: no restored backup brings it back.'
 * erasureSummary({ references: [], leads: 0, attachments: 0, deliveries: 0, mailCopies: 0, webhook: null, registered: false }); // => 'No lead of that address. Not in the erasure register (FORMS_ERASURE_SECRET is unset): a restored backup would bring its leads back.'
 */
export function erasureSummary(report: ErasureReport): string {
  const register = report.registered
    ? ' In the erasure register: no restored backup brings it back.'
    : ' Not in the erasure register (FORMS_ERASURE_SECRET is unset): a restored backup would bring its leads back.';
  if (report.leads === 0) return `No lead of that address.${register}`;
  const lead = report.leads === 1 ? 'lead' : 'leads';
  const sent = report.webhook ? ` lead.erased webhook: ${report.webhook}.` : '';
  return `Erased ${report.leads} ${lead} (${report.references.join(', ')}): ${report.attachments} attachments, ${report.deliveries} deliveries, ${report.mailCopies} mail copies.${sent}${register}`;
}

/** The held leads, newest first, each with the rules that held it; for `pnpm leads spam`. */
export async function* heldListing(leads: Pick<Leads, 'list'>): AsyncGenerator<string> {
  let shown = 0;
  for await (const entry of leads.list()) {
    if (isUnreadable(entry) || !entry.lead.held) continue;
    shown += 1;
    yield formatLead(entry.lead);
    if (entry.lead.held.infected) yield heldLine(entry.lead);
    for (const { rule, weight, reason } of entry.lead.held.reasons)
      yield oneLine(`    held: ${rule} (${weight}): ${reason}`);
  }
  yield shown === 0
    ? 'No lead is held as spam.'
    : `${shown} held. Deliver one as a normal lead: pnpm leads release <reference>`;
}

/**
 * Delivers a held lead as a normal lead (its visitor mail included); the running server sends
 * its mails within seconds. Returns what was done, for the operator. A lead held for an infected
 * file is released only `with-file` or `without-file`: else {@link ReleaseRefused}.
 */
export async function releaseHeld(
  store: Pick<LeadStore, 'leads' | 'description'>,
  reference: string,
  plan: (lead: StoredLead) => DeliveryPlan,
  now = new Date(),
  file?: InfectedFileRelease['release'],
): Promise<string> {
  const infected = (await store.leads.find(reference))?.lead.held?.infected;
  if (infected && !file)
    throw new ReleaseRefused(
      `Lead ${reference} is held because its file is infected (${infected}); nothing was sent. Release it with --with-file (its mails carry the file) or --without-file (they say it was withheld).`,
    );
  const released = await store.leads.releaseHeld(reference, plan, now, file);
  if (!released) return `No held lead ${reference} in ${store.description}.`;
  const what = released.deliveries.map((delivery) => `${delivery.kind} to ${delivery.to}`);
  return `Released ${released.lead.reference}: ${what.join(', ')}. The running server sends them within seconds.`;
}
