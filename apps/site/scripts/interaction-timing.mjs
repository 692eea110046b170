// Measures how long the site's interactions take from input to the next paint, as Core Web
// Vitals' INP counts them (Event Timing API), on a mid-range phone: a 375 px viewport and the
// CPU slowed 4× through the DevTools protocol. Each interaction runs 7 times (or RUNS); the report
// gives the median and the worst, and the CPU's score, since 4× of a fast machine is a faster
// phone than 4× of a slow one. CPU=mid-tier (or low-tier) slows it instead to the score DevTools
// calibrates that phone to, as its calibrated presets do. Usage: start the site (pnpm start),
// then `node scripts/interaction-timing.mjs [base URL ...]`; given two sites (before and after a
// change), it measures them in turns and reports them side by side. First it measures first taps
// on islands that have not hydrated yet (the menu, a free-assessment button, a preset) over
// Lighthouse's Slow 4G: how soon the tap is answered (a busy button at least) and completed; then
// the first visit of the calculator on a throttled phone: from navigation until the page has
// hydrated and a tap, given as soon as it has, is answered. ONLY=<pattern> (ONLY=drawer) measures
// only the interactions, first taps and first visit whose names it matches.
/* global window, document, location, addEventListener, requestAnimationFrame, MutationObserver -- the functions given to page.evaluate run in the browser */
import { chromium } from '@playwright/test';

const bases = process.argv.length > 2 ? process.argv.slice(2) : ['http://127.0.0.1:4173'];
const RUNS = Number(process.env.RUNS) || 7;
const ONLY = process.env.ONLY ? new RegExp(process.env.ONLY, 'i') : undefined;
const chosen = (name) => !ONLY || ONLY.test(name);
/** DevTools' calibration targets for its phone presets, in BenchmarkIndex points. */
const PHONE_SCORES = { 'mid-tier': 1000, 'low-tier': 264 };
const phone = process.env.CPU;
if (phone && !(phone in PHONE_SCORES)) throw new Error(`CPU=${phone}: use mid-tier or low-tier`);

/** Each interaction: the page it happens on, and the control that is tapped. */
const INTERACTIONS = [
  {
    // No handler runs: what a tap costs on this machine and page before the site does anything.
    name: 'baseline: tap the page heading',
    path: '/about',
    target: (page) => page.getByRole('heading', { level: 1 }),
  },
  {
    name: 'calculator: Show Quote Preview',
    path: '/pricing?users=12&servers=2',
    target: (page) => page.getByRole('button', { name: 'Show Quote Preview' }),
  },
  {
    name: 'calculator: load a preset',
    path: '/pricing',
    target: (page) => page.getByRole('button', { name: /10-User Office/ }),
  },
  {
    name: 'calculator: open the add-ons section',
    path: '/pricing',
    target: (page) => page.getByRole('button', { name: '2) Add-on Services' }),
  },
  {
    name: 'assessment dialog: open',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Get a Free IT Assessment' }).first(),
  },
  {
    name: 'drawer: open the menu',
    path: '/about',
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
  },
  {
    name: 'booking: pick 3 hours',
    path: '/on-demand-support',
    target: (page) => page.getByRole('button', { name: '3 hours', exact: true }),
  },
];

/**
 * A CPU score by Lighthouse's BenchmarkIndex method, run in the page: strings of 10,000
 * characters built per second and arrays of 100,000 numbers copied per second, each divided by
 * 10, averaged. It places the throttled CPU among phones: Chrome DevTools calibrates its
 * mid-tier mobile preset to a score of 1000 (a Pixel 5) and its low-tier one to 264.
 */
function cpuScore(durationMs) {
  const half = durationMs / 2;
  let start = Date.now();
  let strings = 0;
  while (Date.now() - start < half) {
    let text = '';
    for (let i = 0; i < 10_000; i++) text += 'a';
    if (text.length !== 10_000)
      throw new Error('unreachable: keeps the loop from being optimised away');
    strings++;
  }
  const stringRate = strings / 10 / ((Date.now() - start) / 1000);
  const one = [];
  const other = [];
  for (let i = 0; i < 100_000; i++) one[i] = other[i] = i;
  start = Date.now();
  let copies = 0;
  // The clock is read every 10 copies only: reading it each time skews the loop on some CPUs.
  while (copies % 10 !== 0 || Date.now() - start < half) {
    const [from, to] = copies % 2 === 0 ? [one, other] : [other, one];
    for (let i = 0; i < from.length; i++) to[i] = from[i];
    copies++;
  }
  const copyRate = copies / 10 / ((Date.now() - start) / 1000);
  return Math.round((stringRate + copyRate) / 2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true });
/** One measured tap: input to the next paint, in ms. */
async function measure(base, interaction, rate) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(base + interaction.path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => {
    window.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId) window.__interactions.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
  // The control is found and scrolled to before the clock starts: Playwright's own checks run
  // scripts in the page, which a visitor's phone does not. Then one tap, as a finger gives it.
  const target = interaction.target(page);
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  await page.waitForTimeout(300);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  // Event Timing reports after the next paint; give it a moment to arrive.
  await page.waitForTimeout(1000);
  const measured = await page.evaluate(() => Math.max(0, ...window.__interactions));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  return measured;
}

/**
 * The rate the taps are measured at (4×, or the calibrated phone's), with the CPU's score
 * unthrottled and at that rate (a warm-up run first).
 */
async function cpuRate() {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.evaluate(cpuScore, 1000);
  const unthrottled = await page.evaluate(cpuScore, 1000);
  const rate = phone ? Math.max(1, unthrottled / PHONE_SCORES[phone]) : 4;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const throttled = await page.evaluate(cpuScore, 1000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  return { rate, unthrottled, throttled };
}

const cpu = await cpuRate();

/**
 * Lighthouse's mobile network (150 ms round trip, 1.6 Mbps down, 750 kbps up) as its `devtools`
 * throttling applies it per request: the latency ×3.75 and the throughput ×0.9.
 */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};

/** A phone's first visit: a fresh context (no cache) over SLOW_4G, with its DevTools session. */
async function firstVisitOverSlow4G() {
  const fresh = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true });
  const page = await fresh.newPage();
  const cdp = await fresh.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return { fresh, page, cdp };
}

/**
 * The calculator's first visit, in a fresh context (no cache), over SLOW_4G at the CPU rate: when
 * the entry script's request started and ended, when the page hydrated, and when a tap on Show
 * Quote Preview, given as soon as it had, was answered (its next paint), in ms from navigation.
 */
async function firstAnswer(base, rate) {
  const { fresh, page, cdp } = await firstVisitOverSlow4G();
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hydrated !== 'true') return;
      window.__hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    window.__answers = [];
    // The tap's events reach its next paint (those under 16 ms are not reported: the first input
    // always is, so a quick answer is still counted, at its first event).
    const answers = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId) {
          window.__answers.push(entry.startTime + entry.duration);
          window.__tappedAt = Math.min(window.__tappedAt ?? Infinity, entry.startTime);
        }
    });
    answers.observe({ type: 'event', durationThreshold: 16 });
    answers.observe({ type: 'first-input' });
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`${base}/pricing?users=12&servers=2`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__hydratedAt !== undefined, null, {
    polling: 50,
    timeout: 60_000,
  });
  const target = page.getByRole('button', { name: 'Show Quote Preview' });
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => window.__answers.length > 0, null, {
    polling: 50,
    timeout: 30_000,
  });
  await page.waitForTimeout(500);
  const times = await page.evaluate(() => {
    // Scripts are named by their hash: the entry is the one the page's loader names.
    const named = document.querySelector('script[data-entry]')?.dataset.entry;
    const src = named && new URL(named, location.href).href;
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => resource.name === src);
    return {
      'entry script requested': entry?.startTime ?? NaN,
      'entry script loaded': entry?.responseEnd ?? NaN,
      hydrated: window.__hydratedAt,
      'tap given': window.__tappedAt,
      'tap answered': Math.max(...window.__answers),
    };
  });
  await fresh.close();
  return times;
}

/**
 * First taps on islands that have not hydrated: the drawer's menu button, a free-assessment
 * button, a calculator preset. Each on a fresh visit over SLOW_4G at the CPU rate, once the page
 * has loaded and the browser has fetched what it prefetches when idle (React, the page's
 * islands). `done` says, in the page, when the tap has completed.
 */
const FIRST_TAPS = [
  {
    name: 'drawer open',
    path: '/about',
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
    done: () => document.querySelector('button[aria-controls][aria-expanded="true"]') !== null,
  },
  {
    name: 'assessment dialog open',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Get a Free IT Assessment' }).first(),
    done: () => document.querySelector('[role="dialog"], dialog[open]') !== null,
  },
  {
    name: 'preset applied',
    path: '/pricing',
    target: (page) => page.getByRole('button', { name: /10-User Office/ }),
    done: () => /users=/.test(location.search),
  },
];

/**
 * One first tap: ms from the tap to its first paint (Event Timing: what the visitor sees answer,
 * a busy button at least) and to its completion (`done` first true, read each frame).
 */
async function firstTap(base, tap, rate) {
  const { fresh, page, cdp } = await firstVisitOverSlow4G();
  await page.addInitScript(() => {
    window.__answers = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId) window.__answers.push(entry.startTime + entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
    addEventListener('pointerdown', (event) => (window.__tappedAt ??= event.timeStamp), true);
  });
  await page.goto(base + tap.path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const target = tap.target(page);
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  await page.evaluate((done) => {
    const check = new Function(`return (${done})()`);
    const frame = () => {
      if (check()) window.__doneAt = performance.now();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, tap.done.toString());
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => window.__doneAt !== undefined, null, {
    polling: 50,
    timeout: 30_000,
  });
  await page.waitForTimeout(500);
  const times = await page.evaluate(() => ({
    answered: Math.max(window.__tappedAt, ...window.__answers) - window.__tappedAt,
    completed: window.__doneAt - window.__tappedAt,
  }));
  await fresh.close();
  return times;
}

const firstTaps = [];
for (const tap of FIRST_TAPS.filter(({ name }) => chosen(name)))
  for (const base of bases) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await firstTap(base, tap, cpu.rate));
    const worst = (key) => Math.round(Math.max(...runs.map((times) => times[key])));
    const median = (key) =>
      Math.round(runs.map((times) => times[key]).sort((a, b) => a - b)[Math.floor(RUNS / 2)]);
    firstTaps.push({
      'first tap': tap.name,
      ...(bases.length > 1 && { site: new URL(base).port }),
      'answered ms, median': median('answered'),
      'answered ms, worst': worst('answered'),
      'completed ms, median': median('completed'),
      'completed ms, worst': worst('completed'),
    });
  }

const visits = bases.map(() => []);
const FIRST_VISIT = 'first visit of /pricing';
for (let run = 0; run < (chosen(FIRST_VISIT) ? RUNS : 0); run++)
  for (const [index, base] of bases.entries())
    visits[index].push(await firstAnswer(base, cpu.rate));
const firstVisit = Object.keys(visits[0][0] ?? {}).map((moment) => {
  const row = { [`${FIRST_VISIT}, ms from navigation`]: moment };
  for (const [index, base] of bases.entries()) {
    const sorted = visits[index].map((times) => times[moment]).sort((a, b) => a - b);
    const label = bases.length > 1 ? ` (${new URL(base).port})` : '';
    row[`median${label}`] = Math.round(sorted[Math.floor(RUNS / 2)]);
    row[`worst${label}`] = Math.round(sorted.at(-1));
  }
  return row;
});
const rows = [];
for (const interaction of INTERACTIONS.filter(({ name }) => chosen(name))) {
  const row = { interaction: interaction.name };
  const durations = bases.map(() => []);
  // Sites compared take turns, so a busy moment of the machine does not favour one of them.
  for (let run = 0; run < RUNS; run++)
    for (const [index, base] of bases.entries())
      durations[index].push(await measure(base, interaction, cpu.rate));
  for (const [index, base] of bases.entries()) {
    const sorted = durations[index].sort((a, b) => a - b);
    const label = bases.length > 1 ? ` (${new URL(base).port})` : '';
    row[`median ms${label}`] = Math.round(sorted[Math.floor(RUNS / 2)]);
    row[`worst ms${label}`] = Math.round(sorted.at(-1));
  }
  rows.push(row);
}
await browser.close();
console.log(
  `CPU score (Lighthouse's BenchmarkIndex method): ${cpu.unthrottled} unthrottled, ` +
    `${cpu.throttled} at ${cpu.rate.toFixed(1)}×${phone ? ` (calibrated to a ${phone} phone)` : ''} ` +
    '(DevTools: mid-tier phone 1000, low-tier 264)',
);
if (firstVisit.length) {
  console.log(
    `First visit: Lighthouse's mobile network as DevTools applies it (${SLOW_4G.latency} ms, ` +
      `${((SLOW_4G.downloadThroughput * 8) / 1024 / 1024).toFixed(2)} Mbps down), CPU at ${cpu.rate.toFixed(1)}×, no cache`,
  );
  console.table(firstVisit);
}
if (firstTaps.length) {
  console.log(
    'First taps on islands not yet hydrated, after the load and the idle prefetch (same network and CPU):',
  );
  console.table(firstTaps);
}
if (rows.length) console.table(rows);
