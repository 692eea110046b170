// Lighthouse (mobile, its default simulated throttling) on every route of the built site, served by
// the production server this script starts, with Debian's Chromium. A benchmark, not a test: it
// prints the medians of each route's runs as one markdown table and fails on nothing.
//
//   pnpm lighthouse                          every route, 3 runs each (`pnpm build` first)
//   pnpm lighthouse --runs 5 --routes /,/pricing
//
// The figures mean something only on a quiet machine: other work on the cores slows the page's
// scripts, which Lighthouse counts as blocking time.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const site = new URL('..', import.meta.url).pathname;
const client = join(site, 'dist', 'client');

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    chrome: { type: 'string', default: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs wants a whole number, not ${options.runs}`);

if (!existsSync(join(site, 'dist', 'server', 'serve.js'))) {
  console.error('No built site: run `pnpm build` first.');
  process.exit(1);
}

/**
 * Every route, from the sitemap the prerender writes from the routes table (this script runs
 * without TypeScript, so it reads the table's output rather than the table).
 */
function allRoutes() {
  const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

const known = allRoutes();
const routes = options.routes ? options.routes.split(',').map((path) => path.trim()) : known;
const unknown = routes.filter((path) => !known.includes(path));
if (unknown.length) throw new Error(`Not routes of the site: ${unknown.join(', ')}`);

/** Starts the production server on a spare port; resolves with its address once it listens. */
async function startServer() {
  const port = 4600 + Math.floor(Math.random() * 300);
  const outbox = mkdtempSync(join(tmpdir(), 'lighthouse-outbox-'));
  const server = spawn(process.execPath, [join(site, 'dist/server/serve.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      FORMS_OUTBOX: outbox,
      FORMS_MAIL_DIR: join(outbox, 'mail'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`The server stopped (exit ${code})`)));
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Site and form services')) resolve(undefined);
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop() {
      server.removeAllListeners('exit');
      server.kill();
      rmSync(outbox, { recursive: true, force: true });
    },
  };
}

let version = '';

/** One Lighthouse run in a fresh browser (no cache, no storage from the run before). */
async function measure(url) {
  const chrome = await launch({
    chromePath: options.chrome,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError, lighthouseVersion } = result.lhr;
    version = lighthouseVersion;
    if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    const requests = audits['network-requests'].details?.items ?? [];
    return {
      performance: categories.performance.score * 100,
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories['best-practices'].score * 100,
      seo: categories.seo.score * 100,
      // What the page downloaded of JavaScript, compressed, as the network saw it.
      jsBytes: requests
        .filter((request) => request.resourceType === 'Script')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const COLUMNS = [
  ['Performance', (m) => Math.round(m.performance)],
  ['FCP', (m) => seconds(m.fcp)],
  ['LCP', (m) => seconds(m.lcp)],
  ['TBT', (m) => `${Math.round(m.tbt)} ms`],
  ['CLS', (m) => m.cls.toFixed(3)],
  ['Accessibility', (m) => Math.round(m.accessibility)],
  ['Best practices', (m) => Math.round(m.bestPractices)],
  ['SEO', (m) => Math.round(m.seo)],
  ['JS (transferred)', (m) => `${(m.jsBytes / 1024).toFixed(1)} kB`],
];

const server = await startServer();
const rows = [];
try {
  for (const route of routes) {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      process.stderr.write(`${route}: run ${run} of ${runs}\n`);
      results.push(await measure(`${server.origin}${route}`));
    }
    const medians = Object.fromEntries(
      Object.keys(results[0]).map((key) => [key, median(results.map((result) => result[key]))]),
    );
    rows.push([`\`${route}\``, ...COLUMNS.map(([, format]) => format(medians))]);
  }
} finally {
  server.stop();
}

console.log(
  `Lighthouse ${version}, mobile, simulated throttling; medians of ${runs} run${runs === 1 ? '' : 's'} per route\n`,
);
console.log(`| Route | ${COLUMNS.map(([name]) => name).join(' | ')} |`);
console.log(`| --- | ${COLUMNS.map(() => '---:').join(' | ')} |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
