// Lighthouse (mobile, its default simulated throttling) on every route of the built site, served by
// the production server this script starts, with Debian's Chromium. A benchmark, not a test: it
// prints the medians of each route's runs as one markdown table and fails on nothing.
//
//   pnpm lighthouse                          every route, 3 runs each (`pnpm build` first)
//   pnpm lighthouse --runs 5 --routes /,/pricing
//   pnpm lighthouse --throttling devtools    DevTools' applied throttling instead of the simulation
//   pnpm lighthouse --dist dist/compare/before --dist dist
//                                            two builds (each a folder with client/ and server/),
//                                            each on its own server, measured in turns
//   pnpm lighthouse --twins --runs 5         each page beside its script-free twin (the same
//                                            HTML with every script removed), in turns, and a
//                                            second table of the differences
//
// The figures mean something only on a quiet machine: other work on the cores slows the page's
// scripts, which Lighthouse counts as blocking time.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeScriptFreeTwin } from './script-free-twin.mjs';

const site = new URL('..', import.meta.url).pathname;
const client = join(site, 'dist', 'client');

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    chrome: { type: 'string', default: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
    throttling: { type: 'string', default: 'simulate' },
    dist: { type: 'string', multiple: true },
    twins: { type: 'boolean', default: false },
  },
});
if (!['simulate', 'devtools'].includes(options.throttling))
  throw new Error(`--throttling wants simulate or devtools, not ${options.throttling}`);
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs wants a whole number, not ${options.runs}`);

/** The builds asked for: folders holding `client/` and `server/`, as `pnpm build` writes `dist`. */
const asked = (options.dist ?? ['dist']).map((folder) => resolve(site, folder));
for (const build of asked)
  if (!existsSync(join(build, 'server', 'serve.js'))) {
    console.error(`No built site in ${build}: run \`pnpm build\` first.`);
    process.exit(1);
  }

/**
 * Where the script-free twins are written, when asked for, and removed at the end: inside the
 * site's folder, where the servers' bundles find the packages they import.
 */
const twinsFolder = options.twins ? join(site, 'dist', 'script-free-twins') : null;

/** What is measured: each build by its folder's name, and with `--twins` its script-free twin after it. */
const builds = asked.flatMap((dir, index) => {
  const build = { name: relative(site, dir), dir, scriptFree: false };
  if (!twinsFolder) return [build];
  const twin = join(twinsFolder, String(index));
  writeScriptFreeTwin(dir, twin);
  return [build, { name: `${build.name} without script`, dir: twin, scriptFree: true }];
});

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

/** Starts a build's production server on a spare port; resolves with its address once it listens. */
async function startServer(build) {
  const port = 4600 + Math.floor(Math.random() * 300);
  const outbox = mkdtempSync(join(tmpdir(), 'lighthouse-outbox-'));
  const server = spawn(process.execPath, [join(build, 'server/serve.js')], {
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
/** Lighthouse's measure of this machine's speed at each run (its mobile profile assumes ~2,000). */
const benchmarkIndexes = [];

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
      throttlingMethod: options.throttling,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError, lighthouseVersion, environment } = result.lhr;
    version = lighthouseVersion;
    benchmarkIndexes.push(environment.benchmarkIndex);
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

/**
 * A run Lighthouse could not record (`NO_NAVSTART`, a trace lost on a busy machine) is run once
 * more, so that one bad moment does not end a pass of a hundred pages; a second failure stops it.
 */
async function measureOnceMore(url) {
  try {
    return await measure(url);
  } catch (error) {
    process.stderr.write(`${error.message}: once more\n`);
    return measure(url);
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

const servers = [];
const rows = [];
/** Each twinned build's medians against its twin's: a row per route and build. */
const differences = [];
try {
  for (const build of builds) servers.push(await startServer(build.dir));
  for (const route of routes) {
    const results = builds.map(() => []);
    // Builds take turns, so a busy moment of the machine does not favour one of them.
    for (let run = 1; run <= runs; run++)
      for (const [index, server] of servers.entries()) {
        const label = builds.length > 1 ? ` (${builds[index].name})` : '';
        process.stderr.write(`${route}${label}: run ${run} of ${runs}\n`);
        results[index].push(await measureOnceMore(`${server.origin}${route}`));
      }
    const mediansOf = results.map((each) =>
      Object.fromEntries(
        Object.keys(each[0]).map((key) => [key, median(each.map((result) => result[key]))]),
      ),
    );
    for (const [index, build] of builds.entries()) {
      const medians = mediansOf[index];
      if (twinsFolder && !build.scriptFree) {
        const twin = mediansOf[index + 1];
        differences.push([
          `\`${route}\``,
          `\`${build.name}\``,
          Math.round(medians.performance),
          Math.round(twin.performance),
          `${Math.round(medians.tbt - twin.tbt)} ms`,
          `${(medians.lcp / twin.lcp).toFixed(2)}×`,
        ]);
      }
      const label = builds.length > 1 ? [`\`${build.name}\``] : [];
      // Each run's LCP as well: it moves in steps, as the scripts arrive before or after the paint.
      const each = results[index].map((result) => (result.lcp / 1000).toFixed(2)).join(', ');
      rows.push([
        `\`${route}\``,
        ...label,
        ...COLUMNS.map(([, format]) => format(medians)),
        `${each} s`,
      ]);
    }
  }
} finally {
  for (const server of servers) server.stop();
  if (twinsFolder) rmSync(twinsFolder, { recursive: true, force: true });
}

const first = builds.length > 1 ? ['Route', 'Build'] : ['Route'];
console.log(
  `Lighthouse ${version}, mobile, ${options.throttling === 'devtools' ? "DevTools' applied" : 'simulated'} throttling; medians of ${runs} run${runs === 1 ? '' : 's'} per route\n`,
);
console.log(`| ${[...first, ...COLUMNS.map(([name]) => name), 'LCP of each run'].join(' | ')} |`);
console.log(`| ${[...first.map(() => '---'), ...COLUMNS.map(() => '---:'), '---'].join(' | ')} |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
console.log(
  `\nLighthouse's benchmark index of this machine: ${Math.round(median(benchmarkIndexes))} (median of every run)`,
);
if (twinsFolder) {
  console.log('\nEach page against its twin without script (medians):\n');
  console.log('| Route | Build | Performance | Twin | TBT − twin | LCP ÷ twin |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const row of differences) console.log(`| ${row.join(' | ')} |`);
}
