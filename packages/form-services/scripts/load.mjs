// Measures the form services with delivery on, against a real SMTP server on loopback:
//  1. how many leads a second are accepted while each one's two mails go out in the background;
//  2. after the mail server was down, how long from its return to the last pending mail sent.
// Production retry settings. Run after `pnpm build`: `pnpm --filter @acme/form-services load`.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { buildServer } from '../dist/index.js';

const LEADS = Number(process.env.LOAD_LEADS || 2000);
const DOWN_LEADS = Number(process.env.LOAD_DOWN_LEADS || 300);
const CONCURRENCY = 32;

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

async function submitMany(url, count, prefix) {
  let next = 0;
  const worker = async () => {
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
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

const waitFor = async (done) => {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 20));
};

const smtpPort = await freePort();
const outboxDir = await mkdtemp(join(tmpdir(), 'load-outbox-'));
const app = await buildServer({
  accessKey: 'load',
  outboxDir,
  smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
  rateLimitMax: 1_000_000,
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });

// 1. Accepted per second, the mail server up and every lead's mails going out meanwhile.
let smtp = await startSmtp(smtpPort);
let started = performance.now();
await submitMany(url, LEADS, 'up');
const acceptSeconds = (performance.now() - started) / 1000;
await waitFor(() => smtp.received() === 2 * LEADS);
const drainSeconds = (performance.now() - started) / 1000;
console.log(
  `accepted ${LEADS} leads in ${acceptSeconds.toFixed(2)} s: ${Math.round(LEADS / acceptSeconds)} leads/s (${CONCURRENCY} clients); all ${2 * LEADS} mails delivered after ${drainSeconds.toFixed(2)} s`,
);

// 2. The mail server goes away; leads keep coming; it comes back.
await smtp.close();
await submitMany(url, DOWN_LEADS, 'down');
const { readdir, readFile } = await import('node:fs/promises');
const attempted = async () => {
  const names = (await readdir(outboxDir)).filter((name) => name.endsWith('.delivery.json'));
  let waiting = 0;
  for (const name of names) {
    const record = JSON.parse(await readFile(join(outboxDir, name), 'utf8'));
    waiting += record.deliveries.filter((d) => d.status === 'pending' && d.attempts > 0).length;
  }
  return waiting === 2 * DOWN_LEADS;
};
await waitFor(attempted);
await new Promise((resolve) => setTimeout(resolve, 5_000)); // down a while: retries back off
smtp = await startSmtp(smtpPort);
started = performance.now();
await waitFor(() => smtp.received() === 2 * DOWN_LEADS);
console.log(
  `mail server back: the last of ${2 * DOWN_LEADS} pending mails delivered ${((performance.now() - started) / 1000).toFixed(2)} s later (probe every 30 s, retries 10 s, 30 s, 2 min…)`,
);

await app.close();
await smtp.close();
await rm(outboxDir, { recursive: true, force: true });
