import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { createServer as createNetServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FormsConfig } from '@acme/forms-client';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, expect } from 'vitest';
import type { DeliveryRecord } from '../src/store/delivery-record';
import type { LogDestination } from '../src/http/request-log';
import {
  resolvedOptions,
  type DeliveryOptions,
  type FormServicesOptions,
} from '../src/config/options';
import { leadListing, resendFailed } from '../src/leads';
import type { LeadStore, LeadWithDeliveries, StoredLead } from '../src/store/lead-store';
import { openStore } from '../src/store/open-store';
import { buildServer } from '../src/server';
import { startPostgres, type TestPostgres } from './postgres';
import { WAIT_LIMIT_MS, waitingFor, within } from '@acme/tooling/waits';

export { waitingFor, within };

export const ACCESS_KEY = 'test-access-key';

/** Things to stop after each test, the last started first. */
const running: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const thing of running.splice(0).reverse()) await thing.close();
});

/** Stops `thing` after the test, whatever the test did. */
export function track<T extends { close: () => Promise<unknown> }>(thing: T): T {
  running.push(thing);
  return thing;
}

/** A contact form's fields as the form-mail service takes them, from `email`. */
export const contactFields = (email: string, extra: Record<string, string> = {}) => ({
  access_key: ACCESS_KEY,
  source: 'contact',
  name: 'K',
  email,
  subject: 'S',
  message: 'M',
  ...extra,
});

/** Retries in milliseconds instead of minutes, so a test sees several. */
export const QUICK_RETRIES: Partial<DeliveryOptions> = {
  retryDelaysMs: [100, 200, 400],
  probeEveryMs: 150,
  pollEveryMs: 50,
  leaseMs: 3_000,
  // A send in flight at close always finishes (its own timeouts end it within seconds), so what
  // a mail server has received once the services are closed is all they will ever send.
  closeGraceMs: 30_000,
  connectionTimeoutMs: 1_000,
  greetingTimeoutMs: 1_000,
  socketTimeoutMs: 2_000,
  figuresEveryMs: 250,
};

/** The engines every store-facing test runs on. */
export const ENGINES: readonly Engine[] = ['files', 'postgres'];
export type Engine = 'files' | 'postgres';

/** The test file's PostgreSQL server, started by the first test that needs one. */
let postgres: Promise<TestPostgres> | null = null;
afterAll(async () => {
  const started = postgres;
  postgres = null;
  await (await started)?.destroy();
});

/** The test file's PostgreSQL server (one per file, removed after it). */
export const testPostgres = (): Promise<TestPostgres> => (postgres ??= startPostgres());

/** A new, empty database on the test file's PostgreSQL server. */
export const newDatabase = async (): Promise<string> => (await testPostgres()).createDatabase();

/** Every lead a store holds, read through the store as `pnpm leads` reads it. */
export async function leadsIn(
  options: Pick<FormServicesOptions, 'outboxDir' | 'databaseUrl'>,
): Promise<LeadWithDeliveries[]> {
  const store = await openStore(options, 'reader');
  try {
    const entries: LeadWithDeliveries[] = [];
    for await (const entry of store.leads.list()) if ('lead' in entry) entries.push(entry);
    return entries;
  } finally {
    await store.close();
  }
}

/** The form services on a loopback port with a fresh outbox and mail folder. */
export async function startServices(
  settings: Partial<Omit<FormServicesOptions, 'delivery'>> & {
    delivery?: Partial<DeliveryOptions>;
    /** Which engine keeps the leads: an outbox folder (the default), or a new database. */
    engine?: Engine;
    /** Where the server's log lines go; none are written without it. */
    logTo?: LogDestination;
  } = {},
) {
  const { engine = 'files', logTo, ...given } = settings;
  const overrides =
    engine === 'postgres' && !given.databaseUrl
      ? { ...given, databaseUrl: await newDatabase() }
      : given;
  const outboxDir = overrides.outboxDir ?? (await mkdtemp(join(tmpdir(), 'outbox-')));
  const mailDir = await mkdtemp(join(tmpdir(), 'mail-'));
  const app = await buildServer(
    resolvedOptions({
      accessKey: ACCESS_KEY,
      mailDir,
      rateLimitMax: 1000,
      ...overrides,
      outboxDir,
      delivery: { ...QUICK_RETRIES, ...overrides.delivery },
    }),
    logTo ?? false,
  );
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const config: FormsConfig = {
    formMailEndpoint: `${address}/api/submit`,
    accessKey: ACCESS_KEY,
    rfiEndpoint: `${address}/send-rfi.php`,
    leadEndpoint: `${address}/send-lead.php`,
    companyEmail: 'info@example.ae',
    // Only a hang's limit: an answer over loopback must never race the client's timeout.
    timeoutMs: WAIT_LIMIT_MS,
  };
  const where = { outboxDir, databaseUrl: overrides.databaseUrl };
  const kept = () => leadsIn(where);
  /** Runs `work` with a store opened as `pnpm leads` opens it, then closes it. */
  const reading = async <T>(work: (store: LeadStore) => Promise<T>): Promise<T> => {
    const store = await openStore(where, 'reader');
    try {
      return await work(store);
    } finally {
      await store.close();
    }
  };
  let closing: Promise<unknown> | undefined;
  const leads = async (): Promise<StoredLead[]> => (await kept()).map(({ lead }) => lead);
  const records = async (): Promise<DeliveryRecord[]> =>
    (await kept()).map(({ lead, deliveries }) => ({ lead: lead.id, deliveries }));
  return {
    url: address,
    config,
    outboxDir,
    mailDir,
    /** Every file in the outbox, temporary ones and delivery records included. */
    files: async () =>
      (await readdir(outboxDir, { withFileTypes: true }))
        .filter((entry) => entry.isFile() && !['server.lock', 'layout'].includes(entry.name))
        .map((entry) => entry.name),
    leads,
    records,
    /** What `pnpm leads` (or `pnpm leads failed`) prints, a line each. */
    listing: (failedOnly = false) =>
      reading(async (store) => {
        const lines: string[] = [];
        for await (const line of leadListing(store.leads, { failedOnly })) lines.push(line);
        return lines;
      }),
    /** Runs work on the store as `pnpm leads` opens it. */
    reading,
    /** What `pnpm leads resend` says. */
    resend: (idOrReference: string) => reading((store) => resendFailed(store, idOrReference)),
    /** A lead's attachment as the store keeps it. */
    attachmentOf: (lead: StoredLead) => reading((store) => store.leads.attachment(lead)),
    /** Where the leads are kept, to open the store as another process would. */
    storeWhere: async () => where,
    /** How the store names itself. */
    storeDescription: () => reading(async (store) => store.description),
    /**
     * Waits until every lead's deliveries are planned and none is pending (a lead held as spam
     * has none); returns the records.
     */
    async settled(): Promise<DeliveryRecord[]> {
      let last: LeadWithDeliveries[] = [];
      await expect
        .poll(async () => {
          last = await kept();
          return last.every(
            ({ lead, deliveries }) =>
              (deliveries.length > 0 || lead.held !== undefined) &&
              deliveries.every((d) => d.status !== 'pending'),
          );
        }, waitingFor('every lead’s deliveries to be planned and none pending'))
        .toBe(true);
      return last.map(({ lead, deliveries }) => ({ lead: lead.id, deliveries }));
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
    /**
     * Closes the services, once however often it is called: any send still in flight finishes
     * first, so what a mail server has received then is all they will ever send.
     */
    close: () => (closing ??= app.close()),
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

export { freePort } from './free-port';

/** A reply the test mail server gives a recipient instead of accepting it. */
export type SmtpRefusal = { readonly code: number; readonly message: string } | null;

/**
 * A real SMTP server (`smtp-server`) on loopback: it keeps every message it accepts, and can
 * refuse recipients as a test says.
 */
export async function startSmtp(
  options: {
    port?: number;
    refuse?: (recipient: string) => SmtpRefusal;
    /** While it answers true, every login is refused with 535 (a rotated password). */
    refuseLogin?: () => boolean;
    /**
     * Holds each message's reply until `release()`: a mail in flight for as long as the test
     * needs one, for a shutdown to wait for.
     */
    holdReplies?: true;
  } = {},
) {
  let receiving = 0;
  let holding = options.holdReplies ?? false;
  const held: (() => void)[] = [];
  const received: { readonly to: readonly string[]; readonly raw: Buffer }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A client's pooled connections stay open; closing does not wait for them.
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      if (options.refuseLogin?.())
        callback(Object.assign(new Error('5.7.8 Authentication failed'), { responseCode: 535 }));
      else callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (!refusal) {
        callback();
        return;
      }
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      receiving += 1;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const reply = () => {
          receiving -= 1;
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks),
          });
          callback();
        };
        if (holding) held.push(reply);
        else reply();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages whose data has arrived and whose reply is still held. */
    inFlight: () => receiving,
    /** Replies to every held message, and holds no more. */
    release: () => {
      holding = false;
      for (const reply of held.splice(0)) reply();
    },
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

/** A log destination that keeps every line the server writes, parsed. */
export function collectingLog() {
  const lines: Record<string, unknown>[] = [];
  const destination: LogDestination = {
    write: (line) => {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  };
  return { destination, lines, text: () => lines.map((line) => JSON.stringify(line)).join('\n') };
}
