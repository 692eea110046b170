// Reports the gzipped JavaScript each page loads before interaction: the entry, its static
// imports, and the page's own chunks (preloaded with the entry), as the prerender listed them
// from Vite's build manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const client = join(dist, 'client');
const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8'));
const gzipped = (file) => gzipSync(readFileSync(join(client, file))).length;

/** Each page module's initial files, written by the prerender. */
const initialFiles = new Map(
  Object.entries(JSON.parse(readFileSync(join(dist, 'initial-chunks.json'), 'utf8'))).map(
    ([page, files]) => [page, new Set(files)],
  ),
);
const pages = [...initialFiles.keys()];
const entryFiles = [...initialFiles.values()].reduce(
  (shared, files) => new Set([...shared].filter((file) => files.has(file))),
);
const rows = pages.map((key) => {
  const files = initialFiles.get(key);
  const bytes = [...files].reduce((sum, file) => sum + gzipped(file), 0);
  return {
    page: key.replace('src/pages/', '').replace('.tsx', ''),
    kB: (bytes / 1024).toFixed(1),
  };
});
console.log(
  `shared by every page: ${([...entryFiles].reduce((s, file) => s + gzipped(file), 0) / 1024).toFixed(1)} kB gzipped`,
);
console.table(rows);
// The PDF export (html2canvas, jsPDF) loads on the Download PDF click only.
const pdfKeys = Object.keys(manifest).filter((key) =>
  /html2canvas|jspdf|pdf\/export-pdf/.test(key),
);
console.table(
  pdfKeys.map((key) => ({
    'loaded on Download PDF': manifest[key].file,
    kB: (gzipped(manifest[key].file) / 1024).toFixed(1),
  })),
);
const eager = pages.filter((page) =>
  pdfKeys.some((key) => initialFiles.get(page).has(manifest[key].file)),
);
if (pdfKeys.length < 3 || eager.length) {
  console.error(`The PDF libraries must load on demand only; found in: ${eager.join(', ') || '?'}`);
  process.exit(1);
}

// Every page, the calculator included, stays within 105 kB before interaction (a client-rendered
// site on the same libraries ships about 102 kB).
const BUDGET = 105;
const over = rows.filter((row) => Number(row.kB) > BUDGET);
if (over.length) {
  console.error(`Over budget: ${over.map((r) => `${r.page} ${r.kB} kB > ${BUDGET}`).join(', ')}`);
  process.exit(1);
}
