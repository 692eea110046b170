// Load figures for the production server: requests per second for the home page, the pricing
// page and the entry script (Brotli), and leads per second, 8 connections each.
// `node scripts/load.mjs` starts the built server (`pnpm build` first) on a spare port;
// `node scripts/load.mjs http://host:port` measures a server already running.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SECONDS = Number(process.env.LOAD_SECONDS || 5);
const CONNECTIONS = 8;
const here = new URL('..', import.meta.url).pathname;

let base = process.argv[2];
let server;
if (!base) {
  const port = 4600 + Math.floor(Math.random() * 300);
  const outbox = mkdtempSync(join(tmpdir(), 'load-outbox-'));
  server = spawn(process.execPath, [join(here, 'dist/server/serve.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      FORMS_OUTBOX: outbox,
      FORMS_MAIL_DIR: join(outbox, 'mail'),
      FORMS_RATE_LIMIT: '100000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) =>
    server.stdout.on(
      'data',
      (chunk) => String(chunk).includes('Site and form services') && resolve(),
    ),
  );
  base = `http://127.0.0.1:${port}`;
}

const html = await (await fetch(`${base}/`)).text();
const served = / data-entry="([^"]+)"/.exec(html)?.[1];
if (!served) throw new Error('The home page names no entry script');

const targets = [
  { name: 'GET / (br)', path: '/', headers: { 'accept-encoding': 'br, gzip' } },
  { name: 'GET /pricing (br)', path: '/pricing', headers: { 'accept-encoding': 'br, gzip' } },
  { name: `GET ${served} (br)`, path: served, headers: { 'accept-encoding': 'br, gzip' } },
  {
    name: 'POST /send-lead.php (a lead)',
    path: '/send-lead.php',
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'name=Load&email=load%40example.ae&company=Load',
  },
];

for (const target of targets) {
  const result = await autocannon({
    url: `${base}${target.path}`,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${target.name.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  p99 ${result.latency.p99} ms${failed ? `  (${failed} failed)` : ''}`,
  );
}
server?.kill();
