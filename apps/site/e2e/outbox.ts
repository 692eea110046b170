import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import PostalMime, { type Email } from 'postal-mime';

interface Lead {
  id: string;
  reference: string;
  endpoint: string;
  fields: Record<string, string>;
  attachment: { fileName: string; storedAs: string } | null;
}

/** Every lead of this run's outbox (its delivery records and temporary files aside). */
export async function storedLeads(): Promise<Lead[]> {
  const outbox = process.env.E2E_OUTBOX!;
  const names = (await readdir(outbox)).filter(
    (name) => name.endsWith('.json') && !name.endsWith('.delivery.json') && !name.startsWith('.'),
  );
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(outbox, name), 'utf8'))),
  );
}

/** The leads of this run's outbox sent with an email address. */
export async function leadsFrom(email: string): Promise<Lead[]> {
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
    .poll(async () => {
      const [lead] = await leadsFrom(email);
      raw = lead ? await readFile(join(dir, `${lead.id}.visitor.eml`)).catch(() => null) : null;
      return raw !== null;
    })
    .toBe(true);
  const mail = await PostalMime.parse(raw!);
  expect(mail.to).toEqual([{ address: email, name: '' }]);
  return mail;
}
