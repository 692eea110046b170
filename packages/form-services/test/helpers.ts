import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FormsConfig } from '@acme/forms-client';
import type { FormServicesOptions } from '../src/options';
import type { StoredLead } from '../src/outbox';
import { buildServer } from '../src/server';

export const ACCESS_KEY = 'test-access-key';

/** The form services on a loopback port with a fresh outbox. */
export async function startServices(overrides: Partial<FormServicesOptions> = {}) {
  const outboxDir = await mkdtemp(join(tmpdir(), 'outbox-'));
  const app = await buildServer({
    accessKey: ACCESS_KEY,
    outboxDir,
    rateLimitMax: 1000,
    ...overrides,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const config: FormsConfig = {
    formMailEndpoint: `${address}/api/submit`,
    accessKey: ACCESS_KEY,
    rfiEndpoint: `${address}/send-rfi.php`,
    leadEndpoint: `${address}/send-lead.php`,
    companyEmail: 'info@example.ae',
  };
  return {
    url: address,
    config,
    outboxDir,
    /** Every file in the outbox, temporary ones included. */
    files: () => readdir(outboxDir),
    leads: async (): Promise<StoredLead[]> => {
      const names = (await readdir(outboxDir)).filter((name) => name.endsWith('.json'));
      return Promise.all(
        names.map(async (name) => JSON.parse(await readFile(join(outboxDir, name), 'utf8'))),
      );
    },
    close: () => app.close(),
  };
}

export type Services = Awaited<ReturnType<typeof startServices>>;

/** Posts fields (and files) as multipart, bypassing the client's own checks. */
export async function postMultipart(url: string, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(url, {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
