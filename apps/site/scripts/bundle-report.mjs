// Reports the gzipped JavaScript each page loads before interaction: the entry, its static
// imports, and the page's own chunk (loaded before hydration), from Vite's build manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const client = new URL('../dist/client/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8'));
const gzipped = (file) => gzipSync(readFileSync(join(client, file))).length;

/** A chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
const pages = Object.keys(manifest).filter(
  (key) => key.startsWith('src/pages/') && key !== 'src/pages/registry.ts',
);
/** What each page loads before interaction: the entry's closure and its own chunk's. */
const initialFiles = new Map(
  pages.map((page) => [page, new Set([...entry, ...closure(page)].map((k) => manifest[k].file))]),
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
  `entry alone: ${([...entry].reduce((s, k) => s + gzipped(manifest[k].file), 0) / 1024).toFixed(1)} kB gzipped`,
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

const budget = 130;
const over = rows.filter((row) => Number(row.kB) > budget);
if (over.length) {
  console.error(`Over the ${budget} kB budget: ${over.map((r) => r.page).join(', ')}`);
  process.exit(1);
}
