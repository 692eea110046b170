import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.E2E_PORT || 4399);
/** Where the local form services keep the leads of this run (the tests read it). */
export const OUTBOX = process.env.E2E_OUTBOX || mkdtempSync(join(tmpdir(), 'site-e2e-outbox-'));
process.env.E2E_OUTBOX = OUTBOX;
/** Where the services write the mails they would send (no SMTP server in the tests). */
export const MAIL_DIR = process.env.E2E_MAIL_DIR || mkdtempSync(join(tmpdir(), 'site-e2e-mail-'));
process.env.E2E_MAIL_DIR = MAIL_DIR;

/** A second build of the site with an analytics ID, served beside the first for the consent tests. */
export const ANALYTICS_ID = 'G-TEST1234';
const ANALYTICS_PORT = PORT + 1;
export const ANALYTICS_URL = `http://127.0.0.1:${ANALYTICS_PORT}`;
const ANALYTICS_BUILD = '.build-test-analytics';

/**
 * Debian's Chromium headless shell (Playwright cannot download a browser here): the same engine as
 * the full browser without its windowing, the build Playwright itself runs headless tests in.
 * every-page.spec's tests took 218 s in it against 366 s in the full Chromium, which stands in
 * where the distribution has no headless shell.
 */
const BROWSER = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) =>
  existsSync(path),
);
if (!process.env.CHROMIUM_PATH && !BROWSER)
  throw new Error('No Chromium: run scripts/bootstrap.sh, or set CHROMIUM_PATH to a Chromium');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never' }]],
  // Limits that only end a hang, never a timing: CI runs on two cores that may be three times
  // slower than a development machine, or busy. A wait for a rule of the site's own clock (a
  // success view closing after 3.5 s, an upload's time limit) runs on the page's clock
  // (`page.clock`) instead, and a poll names what it waited for.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || BROWSER,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node dist/server/serve.js',
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        FORMS_OUTBOX: OUTBOX,
        FORMS_MAIL_DIR: MAIL_DIR,
        FORMS_RATE_LIMIT: '10000',
        // The booking mails' links to change a booking (booking-link.spec follows them).
        FORMS_LINK_SECRET: 'e2e-only-booking-link-secret-0123456789abcdef',
      },
    },
    {
      command: [
        `vite build --logLevel warn --emptyOutDir --outDir ${ANALYTICS_BUILD}/client`,
        `vite build --logLevel warn --emptyOutDir --ssr --outDir ${ANALYTICS_BUILD}/server`,
        `node ${ANALYTICS_BUILD}/server/prerender.js`,
        `node ${ANALYTICS_BUILD}/server/serve.js`,
      ].join(' && '),
      url: `${ANALYTICS_URL}/`,
      reuseExistingServer: false,
      // Two builds and a prerender: on a slow, busy machine several minutes.
      timeout: 600_000,
      env: {
        VITE_ANALYTICS_ID: ANALYTICS_ID,
        PORT: String(ANALYTICS_PORT),
        FORMS_OUTBOX: mkdtempSync(join(tmpdir(), 'site-e2e-analytics-outbox-')),
        FORMS_MAIL_DIR: mkdtempSync(join(tmpdir(), 'site-e2e-analytics-mail-')),
      },
    },
  ],
});
