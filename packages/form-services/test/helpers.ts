import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { createServer as createNetServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FormsConfig } from '@acme/forms-client';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import type { DeliveryRecord } from '../src/delivery/state';
import type { DeliveryOptions, FormServicesOptions } from '../src/options';
import type { StoredLead } from '../src/outbox';
import { buildServer } from '../src/server';

export const ACCESS_KEY = 'test-access-key';

/** Retries in milliseconds instead of minutes, so a test sees several. */
export const QUICK_RETRIES: Partial<DeliveryOptions> = {
  retryDelaysMs: [100, 200, 400],
  probeEveryMs: 150,
  connectionTimeoutMs: 1_000,
  greetingTimeoutMs: 1_000,
  socketTimeoutMs: 2_000,
};

const isLeadFile = (name: string) =>
  name.endsWith('.json') && !name.endsWith('.delivery.json') && !name.startsWith('.');

/** Every JSON file of a kind in a folder, parsed. */
async function readJsonFiles<T>(dir: string, keep: (name: string) => boolean): Promise<T[]> {
  const names = (await readdir(dir)).filter(keep);
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8'))),
  );
}

/** The form services on a loopback port with a fresh outbox and mail folder. */
export async function startServices(
  overrides: Partial<Omit<FormServicesOptions, 'delivery'>> & {
    delivery?: Partial<DeliveryOptions>;
  } = {},
) {
  const outboxDir = overrides.outboxDir ?? (await mkdtemp(join(tmpdir(), 'outbox-')));
  const mailDir = await mkdtemp(join(tmpdir(), 'mail-'));
  const app = await buildServer({
    accessKey: ACCESS_KEY,
    mailDir,
    rateLimitMax: 1000,
    ...overrides,
    outboxDir,
    delivery: { ...QUICK_RETRIES, ...overrides.delivery } as DeliveryOptions,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const config: FormsConfig = {
    formMailEndpoint: `${address}/api/submit`,
    accessKey: ACCESS_KEY,
    rfiEndpoint: `${address}/send-rfi.php`,
    leadEndpoint: `${address}/send-lead.php`,
    companyEmail: 'info@example.ae',
  };
  const leads = () => readJsonFiles<StoredLead>(outboxDir, isLeadFile);
  const records = () =>
    readJsonFiles<DeliveryRecord>(outboxDir, (name) => name.endsWith('.delivery.json'));
  return {
    url: address,
    config,
    outboxDir,
    mailDir,
    /** Every file in the outbox, temporary ones and delivery records included. */
    files: async () => (await readdir(outboxDir)).filter((name) => name !== 'requeue'),
    leads,
    records,
    /** Waits until every lead has a record and no mail is pending; returns the records. */
    async settled(timeout = 10_000): Promise<DeliveryRecord[]> {
      let last: DeliveryRecord[] = [];
      await expect
        .poll(
          async () => {
            last = await records();
            const count = (await leads()).length;
            return (
              last.length === count &&
              last.every((record) => record.deliveries.every((d) => d.status !== 'pending'))
            );
          },
          { timeout },
        )
        .toBe(true);
      return last;
    },
    /** The `.eml` files written (no SMTP server), parsed, by file name. */
    async mails(): Promise<Map<string, Email>> {
      const names = (await readdir(mailDir)).filter((name) => name.endsWith('.eml'));
      const parsed = await Promise.all(
        names.map(
          async (name) =>
            [name, await PostalMime.parse(await readFile(join(mailDir, name)))] as const,
        ),
      );
      return new Map(parsed);
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

/** A loopback port nothing listens on (yet). */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A reply the test mail server gives a recipient instead of accepting it. */
export type SmtpRefusal = { readonly code: number; readonly message: string } | null;

/**
 * A real SMTP server (`smtp-server`) on loopback: it keeps every message it accepts, and can
 * refuse recipients as a test says.
 */
export async function startSmtp(
  options: { port?: number; refuse?: (recipient: string) => SmtpRefusal } = {},
) {
  const received: { readonly to: readonly string[]; readonly raw: Buffer }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A client's pooled connections stay open; closing does not wait for them.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The accepted messages sent to `address` (in any letter case), parsed. */
    to: (address: string) =>
      Promise.all(
        received
          .filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()))
          .map((mail) => PostalMime.parse(mail.raw)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A mail server that accepts connections and never says a word; it counts how many it holds
 * open at once.
 */
export async function startSilentServer() {
  const sockets = new Set<Socket>();
  let most = 0;
  const server = createNetServer((socket) => {
    sockets.add(socket);
    most = Math.max(most, sockets.size);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The most connections open at one time so far. */
    mostOpen: () => most,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
