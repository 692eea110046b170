// Measures the quote PDF in a real browser against the production server: time from the
// Download PDF click to the saved file (first click, with the PDF libraries still to load,
// and a second click), the file's size and page count, for a short and a long quote.
// Usage: start the site (pnpm start), then `node scripts/pdf-timing.mjs [base URL]`.
import { chromium } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';

const base = process.argv[2] || 'http://127.0.0.1:4173';
const QUOTES = {
  'short (10 users)': '/pricing?users=10',
  long:
    '/pricing?users=60&servers=6&routers=4&firewalls=2&wifi=130&cctv=260&sites=4&hours=24x7' +
    '&addons=avMgmt,backupMon,siteVisit,ms365Admin' +
    '&licenses=endpointProt,dataBackupUser,dataBackupServer,m365Backup',
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const rows = [];
for (const [name, path] of Object.entries(QUOTES)) {
  const page = await browser.newPage();
  await page.goto(base + path);
  await page.getByRole('button', { name: 'Show Quote Preview' }).click();
  for (const click of ['first', 'second']) {
    const started = performance.now();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const file = await download.path();
    const ms = Math.round(performance.now() - started);
    const bytes = await readFile(file);
    const pdf = await PDFDocument.load(bytes);
    rows.push({
      quote: name,
      click,
      ms,
      kB: (bytes.length / 1024).toFixed(0),
      pages: pdf.getPageCount(),
    });
  }
  await page.close();
}
await browser.close();
console.table(rows);
