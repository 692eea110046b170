import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The leads of this run's outbox sent with an email address. */
export async function leadsFrom(email: string): Promise<
  {
    endpoint: string;
    fields: Record<string, string>;
    attachment: { fileName: string; storedAs: string } | null;
  }[]
> {
  const outbox = process.env.E2E_OUTBOX!;
  const names = (await readdir(outbox)).filter((name) => name.endsWith('.json'));
  const leads = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(outbox, name), 'utf8'))),
  );
  return leads.filter((lead) => lead.fields.email === email);
}
