import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Erasures } from '../store/roles/erasures';
import type { Leads } from '../store/roles/leads';
import type { WebhookSender } from '../webhooks/webhook-sender';
import { addressHash } from './address-hash';
import { removeMailCopies } from './mail-copies';

/** An erasure that did not start, said in one line for the operator. */
export class ErasureRefused extends Error {
  override readonly name = 'ErasureRefused';
}

/** What an erasure removed, for the operator: references and counts, never the data. */
export interface ErasureReport {
  readonly references: readonly string[];
  readonly leads: number;
  readonly attachments: number;
  readonly deliveries: number;
  readonly mailCopies: number;
  /** How the `lead.erased` webhook went, when one is configured. */
  readonly webhook: string | null;
  /** Whether the address went into the erasure register (only with `FORMS_ERASURE_SECRET`). */
  readonly registered: boolean;
}

/**
 * Erases every lead of an address (letter case ignored), for a person who asks to be forgotten:
 * the leads with their attachments, deliveries and repeat records, and the development copies of
 * their mails; then tells the CRM with a signed `lead.erased` webhook naming the references only.
 */
export async function eraseAddress(
  leads: Pick<Leads, 'leadsFrom' | 'erase'>,
  email: string,
  settings: {
    readonly mailDir: string;
    readonly webhook?: { readonly url: string; readonly sender: Pick<WebhookSender, 'sendEvent'> };
    /** The erasure register and its key, so that no restored backup brings the address back. */
    readonly register?: { readonly erasures: Pick<Erasures, 'add'>; readonly secret: string };
    readonly now: Date;
  },
): Promise<ErasureReport> {
  // Registered first, even with no lead here (a backup may hold some): should it fail, nothing
  // is erased yet, and the command is run again.
  if (settings.register)
    await settings.register.erasures.add([addressHash(email, settings.register.secret)]);
  const before = await leads.leadsFrom(email);
  const references = before.map(({ lead }) => lead.reference);
  const ids = before.map(({ lead }) => lead.id);
  // The CRM is told first: if it cannot be, nothing is erased yet, and the command can be run
  // again (once the leads are gone, nothing would say which references to forget).
  let webhook: string | null = null;
  if (settings.webhook && before.length > 0)
    webhook = await settings.webhook.sender
      .sendEvent(
        settings.webhook.url,
        `erased-${ids.join('-').slice(0, 200)}`,
        { type: 'lead.erased', timestamp: settings.now.toISOString(), data: { references, ids } },
        settings.now,
      )
      .catch((error: unknown) => {
        throw new ErasureRefused(
          `The CRM's webhook did not take the lead.erased event (${error instanceof Error ? error.message : 'failed'}); nothing was erased. Try again once it answers.`,
        );
      });
  const erased = await leads.erase({ from: email });
  const mailCopies = await removeMailCopies(
    settings.mailDir,
    erased.map((lead) => lead.id),
  );
  return {
    references,
    leads: erased.length,
    attachments: erased.filter((lead) => lead.attachment !== null).length,
    deliveries: before.reduce((sum, entry) => sum + entry.deliveries.length, 0),
    mailCopies,
    webhook,
    registered: settings.register !== undefined,
  };
}

/** A file name made of an address, safe on any disk. */
const safeName = (text: string) => text.replace(/[^\w.@-]+/g, '_');

/**
 * Writes everything held about an address into `folder`, for a person's access request: one
 * JSON file (every lead with its fields and where each delivery stands) and each attachment as
 * it was sent. Answers the files written.
 */
export async function exportAddress(
  leads: Pick<Leads, 'leadsFrom' | 'attachment'>,
  email: string,
  folder: string,
): Promise<string[]> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const entries = await leads.leadsFrom(email);
  const written: string[] = [];
  const attachments: Record<string, string> = {};
  for (const { lead } of entries) {
    const bytes = await leads.attachment(lead);
    if (!bytes || !lead.attachment) continue;
    const name = `${lead.reference}-${safeName(lead.attachment.fileName)}`;
    await writeFile(join(folder, name), bytes, { mode: 0o600 });
    attachments[lead.id] = name;
    written.push(name);
  }
  const json = `${safeName(email.toLowerCase())}.json`;
  const held = entries.map(({ lead, deliveries }) => ({
    reference: lead.reference,
    form: lead.form,
    receivedAt: lead.receivedAt,
    fields: lead.fields,
    attachment: lead.attachment && { ...lead.attachment, file: attachments[lead.id] ?? null },
    client: lead.client,
    deliveries: deliveries.map(({ kind, to, status, deliveredAt }) => ({
      kind,
      to,
      status,
      deliveredAt,
    })),
  }));
  await writeFile(
    join(folder, json),
    `${JSON.stringify({ email, exportedLeads: held.length, leads: held }, null, 2)}\n`,
    { mode: 0o600 },
  );
  return [json, ...written];
}
