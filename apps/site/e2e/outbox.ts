import { openStore, type StoredLead } from '@acme/form-services/stored-leads';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import PostalMime, { type Email } from 'postal-mime';

/** Every lead of this run, read through the store as `pnpm leads` reads it. */
export async function storedLeads(): Promise<StoredLead[]> {
  const store = await openStore({ outboxDir: process.env.E2E_OUTBOX ?? '' }, 'reader');
  const leads: StoredLead[] = [];
  try {
    for await (const entry of store.leads.list()) if ('lead' in entry) leads.push(entry.lead);
  } finally {
    await store.close();
  }
  return leads;
}

/** The leads of this run's outbox sent with an email address. */
export async function leadsFrom(email: string): Promise<StoredLead[]> {
  return (await storedLeads()).filter((lead) => lead.fields.email === email);
}

/**
 * The mail the services wrote for the visitor of the one lead from `email` (an `.eml` file, as
 * it would have been sent), parsed, once the delivery queue has written it.
 */
export async function visitorMailTo(email: string): Promise<Email> {
  const dir = process.env.E2E_MAIL_DIR!;
  let raw: Buffer | null = null;
  await expect
    .poll(
      async () => {
        const [lead] = await leadsFrom(email);
        raw = lead ? await readFile(join(dir, `${lead.id}.visitor.eml`)).catch(() => null) : null;
        return raw !== null;
      },
      { message: `waited for the services to write the visitor mail to ${email}` },
    )
    .toBe(true);
  const mail = await PostalMime.parse(raw!);
  expect(mail.to).toEqual([{ address: email, name: '' }]);
  return mail;
}
