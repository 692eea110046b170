import type { Delivery } from '../store/delivery-record';
import type { OutgoingMail } from '../mail/outgoing';
import type { StoredLead } from '../store/lead-store';
import type { Leads } from '../store/roles/leads';
import { oneLine } from '../text';

/** What a day's digest is made of: the leads held, and the webhooks that failed. */
export interface DayInReview {
  readonly held: readonly StoredLead[];
  readonly failedWebhooks: readonly { readonly lead: StoredLead; readonly delivery: Delivery }[];
}

/**
 * The leads received from `since` on that were held as spam, and the leads from `failedSince` on
 * whose webhook failed (a webhook fails for good only after days of retries): read newest first,
 * stopping at the first lead older than both.
 */
export async function dayInReview(
  leads: Pick<Leads, 'list'>,
  since: Date,
  options: { readonly failedSince?: Date } = {},
): Promise<DayInReview> {
  const failedSince = options.failedSince ?? since;
  const held: StoredLead[] = [];
  const failedWebhooks: { lead: StoredLead; delivery: Delivery }[] = [];
  for await (const entry of leads.list()) {
    if (!('lead' in entry)) continue;
    const received = Date.parse(entry.lead.receivedAt);
    if (received < Math.min(since.getTime(), failedSince.getTime())) break;
    if (entry.lead.held && received >= since.getTime()) held.push(entry.lead);
    // A webhook that failed for good in the day, whenever its lead came in.
    for (const delivery of entry.deliveries)
      if (
        delivery.kind === 'webhook' &&
        delivery.status === 'failed' &&
        received >= failedSince.getTime()
      )
        failedWebhooks.push({ lead: entry.lead, delivery });
  }
  return { held, failedWebhooks };
}

/**
 * The company's daily digest: each held lead (form, reference, rules, name and e-mail only) with
 * the command that releases it, and each failed webhook, so a person held by mistake, or a CRM
 * that stopped taking leads, is noticed. `null` on a day with nothing to report.
 */
export function digestMail(review: DayInReview, to: string, day: string): OutgoingMail | null {
  if (review.held.length === 0 && review.failedWebhooks.length === 0) return null;
  const lines = [`Website leads, ${day}`, ''];
  const infected = review.held.filter((lead) => lead.held?.infected);
  const spam = review.held.filter((lead) => !lead.held?.infected);
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
  if (review.failedWebhooks.length > 0) {
    lines.push(`Webhooks that failed (${review.failedWebhooks.length}):`, '');
    for (const { lead, delivery } of review.failedWebhooks)
      lines.push(
        oneLine(`${lead.reference}  ${lead.form}  ${delivery.lastError ?? ''}`),
        `    once the receiver is fixed: pnpm leads resend ${lead.reference}`,
      );
  }
  return {
    to,
    subject: `[Website leads] ${day}: ${spam.length} held as spam, ${infected.length ? `${infected.length} infected, ` : ''}${review.failedWebhooks.length} webhooks failed`,
    text: lines.join('\n').trimEnd(),
    attachments: [],
  };
}
