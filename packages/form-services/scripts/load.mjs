// Measures the form services with delivery on, against a real SMTP server on loopback, for the
// file engine on one server and PostgreSQL with two servers on one database, in one run:
//  1. how many leads a second are accepted while each one's two mails go out in the background,
//     and how many mails a second are delivered;
//  2. after the mail server was down, how long from its return to the last pending mail sent.
// Production retry settings. Run after `pnpm build`: `pnpm --filter @acme/form-services load`.
// With LOAD_METRICS=1 each server also serves its metrics (METRICS_PORT), scraped every second
// during the run (Prometheus's default is every 15 s), to compare with a run without.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { build } from 'esbuild';
import { buildServer, resolvedOptions } from '../dist/index.js';
import { openStore } from '../dist/stored-leads.js';

const LEADS = Number(process.env.LOAD_LEADS || 2000);
const DOWN_LEADS = Number(process.env.LOAD_DOWN_LEADS || 300);
const CONCURRENCY = 32;
const METRICS = process.env.LOAD_METRICS === '1';
const SCRAPE_EVERY_MS = 1_000;

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startSmtp(port) {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received: () => received, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Scrapes every server's metrics every SCRAPE_EVERY_MS until `stop()`. */
function scrapeEverySecond(ports) {
  let scraping = true;
  const loop = (async () => {
    while (scraping) {
      for (const port of ports) await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      await new Promise((resolve) => setTimeout(resolve, SCRAPE_EVERY_MS));
    }
  })();
  return async () => {
    scraping = false;
    await loop;
  };
}

/** Sends `count` leads from CONCURRENCY clients, each client to one of `urls` in turn. */
async function submitMany(urls, count, prefix) {
  let next = 0;
  const worker = async (client) => {
    const url = urls[client % urls.length];
    while (next < count) {
      const i = next++;
      const reply = await fetch(`${url}/api/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          access_key: 'load',
          source: 'contact',
          name: `Visitor ${i}`,
          email: `${prefix}${i}@load.example`,
          subject: 'Load',
          message: 'A message of a typical length for the contact form.',
        }),
      });
      if (reply.status !== 200) throw new Error(`lead ${i}: ${reply.status}`);
      await reply.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, client) => worker(client)));
}

const waitFor = async (done) => {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 20));
};

/** Deliveries the store holds that were tried and wait for another attempt. */
async function waitingMails(where) {
  const store = await openStore(where, 'reader');
  let waiting = 0;
  try {
    for await (const entry of store.leads.list())
      if ('lead' in entry)
        waiting += entry.deliveries.filter((d) => d.status === 'pending' && d.attempts > 0).length;
  } finally {
    await store.close();
  }
  return waiting;
}

/**
 * The test PostgreSQL server (test/postgres.ts), compiled for this script: one throwaway cluster
 * in a temporary folder, as the tests start it.
 */
async function startPostgres() {
  const out = join(import.meta.dirname, '..', 'node_modules', '.cache', 'load', 'postgres.mjs');
  await build({
    entryPoints: [join(import.meta.dirname, '..', 'test', 'postgres.ts')],
    outfile: out,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
  });
  return (await import(out)).startPostgres();
}

/**
 * One run: `servers` on one store take LEADS leads from 32 clients spread over them while their
 * mails go out; then the mail server goes away, DOWN_LEADS more come, and it comes back.
 */
async function measure(label, where, servers) {
  const smtpPort = await freePort();
  const apps = [];
  const metricsPorts = [];
  for (let i = 0; i < servers; i++) {
    const metrics = METRICS ? { host: '127.0.0.1', port: await freePort() } : undefined;
    if (metrics) metricsPorts.push(metrics.port);
    const app = await buildServer(
      resolvedOptions({
        accessKey: 'load',
        ...where,
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
        rateLimitMax: 1_000_000,
        metrics,
      }),
    );
    apps.push({ app, url: await app.listen({ host: '127.0.0.1', port: 0 }) });
  }
  const urls = apps.map(({ url }) => url);
  const stopScraping = scrapeEverySecond(metricsPorts);
  const shown = METRICS ? `${label}, metrics scraped every second` : label;

  let smtp = await startSmtp(smtpPort);
  let started = performance.now();
  await submitMany(urls, LEADS, 'up');
  const acceptSeconds = (performance.now() - started) / 1000;
  await waitFor(() => smtp.received() === 2 * LEADS);
  const drainSeconds = (performance.now() - started) / 1000;
  console.log(
    `${shown}: accepted ${LEADS} leads in ${acceptSeconds.toFixed(2)} s: ${Math.round(LEADS / acceptSeconds)} leads/s (${CONCURRENCY} clients); all ${2 * LEADS} mails delivered after ${drainSeconds.toFixed(2)} s: ${Math.round((2 * LEADS) / drainSeconds)} mails/s`,
  );

  await smtp.close();
  await submitMany(urls, DOWN_LEADS, 'down');
  await waitFor(async () => (await waitingMails(where)) === 2 * DOWN_LEADS);
  await new Promise((resolve) => setTimeout(resolve, 5_000)); // down a while: retries back off
  smtp = await startSmtp(smtpPort);
  started = performance.now();
  await waitFor(() => smtp.received() === 2 * DOWN_LEADS);
  console.log(
    `${shown}: mail server back: the last of ${2 * DOWN_LEADS} pending mails delivered ${((performance.now() - started) / 1000).toFixed(2)} s later (probe every 30 s, retries 10 s, 30 s, 2 min…)`,
  );
  await stopScraping();
  for (const { app } of apps) await app.close();
  await smtp.close();
}

const outboxDir = await mkdtemp(join(tmpdir(), 'load-outbox-'));
await measure('files, one server', { outboxDir }, 1);
await rm(outboxDir, { recursive: true, force: true });

const postgres = await startPostgres();
try {
  await measure('PostgreSQL, two servers', { databaseUrl: await postgres.createDatabase() }, 2);
} finally {
  await postgres.destroy();
}
