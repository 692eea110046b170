import type { Delivery, DeliveryKind } from '../store/delivery-record';
import type { OutgoingMail } from '../mail/outgoing';
import type { StoredLead } from '../store/lead-store';
import type { Leads } from '../store/roles/leads';
import { oneLine } from '../text';

/** One delivery of a lead, as the digest names it. */
export interface LeadDelivery {
  readonly lead: StoredLead;
  readonly delivery: Delivery;
}

/**
 * What a day's digest is made of: the leads held, the mails and webhooks that failed for good,
 * and those still waiting to go out.
 */
export interface DayInReview {
  readonly held: readonly StoredLead[];
  readonly failed: readonly LeadDelivery[];
  readonly pending: readonly LeadDelivery[];
}

/**
 * The leads received from `since` on that were held as spam, and the deliveries of leads from
 * `failedSince` on that failed for good (a delivery fails for good only after days of retries)
 * or still wait: read newest first, stopping at the first lead older than both.
 */
export async function dayInReview(
  leads: Pick<Leads, 'list'>,
  since: Date,
  options: { readonly failedSince?: Date } = {},
): Promise<DayInReview> {
  const failedSince = options.failedSince ?? since;
  const held: StoredLead[] = [];
  const failed: LeadDelivery[] = [];
  const pending: LeadDelivery[] = [];
  for await (const entry of leads.list()) {
    if (!('lead' in entry)) continue;
    const received = Date.parse(entry.lead.receivedAt);
    if (received < Math.min(since.getTime(), failedSince.getTime())) break;
    if (entry.lead.held && received >= since.getTime()) held.push(entry.lead);
    if (received < failedSince.getTime()) continue;
    for (const delivery of entry.deliveries)
      if (delivery.status === 'failed') failed.push({ lead: entry.lead, delivery });
      else if (delivery.status === 'pending') pending.push({ lead: entry.lead, delivery });
  }
  return { held, failed, pending };
}

/** What a delivery is, in the digest. */
const KIND_NAMES: Readonly<Record<DeliveryKind, string>> = {
  company: 'company mail',
  visitor: 'visitor mail',
  webhook: 'webhook',
  'company-change': 'company mail of a booking change',
  'visitor-change': 'visitor mail of a booking change',
  'webhook-change': 'webhook of a booking change',
};

/**
 * The company's daily digest: each held lead (form, reference, rules, name and e-mail only) with
 * the command that releases it, each mail or webhook failed for good with the command that sends
 * it again, and each still waiting, so a person held by mistake, a CRM or a mailbox that stopped
 * taking leads, is noticed. `null` on a day with nothing to report.
 */
export function digestMail(review: DayInReview, to: string, day: string): OutgoingMail | null {
  const { held, failed, pending } = review;
  if (held.length === 0 && failed.length === 0 && pending.length === 0) return null;
  const lines = [`Website leads, ${day}`, ''];
  const infected = held.filter((lead) => lead.held?.infected);
  const spam = held.filter((lead) => !lead.held?.infected);
  if (infected.length > 0) {
    lines.push(
      `Held for an infected file (${infected.length}): not mailed, not sent to the CRM.`,
      '',
    );
    for (const lead of infected)
      lines.push(
        oneLine(
          `${lead.reference}  ${lead.form}  ${lead.fields.name ?? ''} <${lead.fields.email ?? ''}>  infected: ${lead.held?.infected ?? ''}`,
        ),
        `    to deliver it anyway: pnpm leads release ${lead.reference} --without-file (or --with-file)`,
      );
    lines.push('');
  }
  if (spam.length > 0) {
    lines.push(`Held as spam (${spam.length}): not mailed, not sent to the CRM.`, '');
    for (const lead of spam) {
      const rules = (lead.held?.reasons ?? []).map(({ rule }) => rule).join(', ');
      lines.push(
        oneLine(
          `${lead.reference}  ${lead.form}  ${lead.fields.name ?? ''} <${lead.fields.email ?? ''}>  rules: ${rules}`,
        ),
        `    if it is a real lead: pnpm leads release ${lead.reference}`,
      );
    }
    lines.push('');
  }
  if (failed.length > 0) {
    lines.push(`Failed for good (${failed.length}):`, '');
    for (const { lead, delivery } of failed)
      lines.push(
        oneLine(
          `${lead.reference}  ${lead.form}  ${KIND_NAMES[delivery.kind]}  ${delivery.lastError ?? ''}`,
        ),
        `    once the cause is fixed: pnpm leads resend ${lead.reference}`,
      );
    lines.push('');
  }
  if (pending.length > 0) {
    lines.push(`Still waiting to go out (${pending.length}):`, '');
    for (const { lead, delivery } of pending)
      lines.push(
        oneLine(
          `${lead.reference}  ${lead.form}  ${KIND_NAMES[delivery.kind]}  ${delivery.attempts} attempts  ${delivery.lastError ?? ''}`,
        ),
      );
  }
  return {
    to,
    subject: `[Website leads] ${day}: ${spam.length} held as spam, ${infected.length ? `${infected.length} infected, ` : ''}${failed.length} failed, ${pending.length} waiting`,
    text: lines.join('\n').trimEnd(),
    attachments: [],
  };
}
