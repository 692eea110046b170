// Reports the gzipped JavaScript each page loads before interaction, in each language: the entry,
// its static imports, and the page's own chunks (preloaded with the entry), as each language's
// prerender listed them from its Vite build manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const client = join(dist, 'client');
const gzipped = (file) => gzipSync(readFileSync(join(client, file))).length;
const kB = (bytes) => (bytes / 1024).toFixed(1);

// Every page, the calculator included, stays within 105 kB before interaction (a client-rendered
// site on the same libraries ships about 102 kB), in every language.
const BUDGET = 105 * 1024;
// The English pages as they were before the Arabic site (issue #28): none may grow by more than
// half a kilobyte for it.
const ENGLISH_BEFORE = JSON.parse(
  readFileSync(new URL('./size-baseline.en.json', import.meta.url), 'utf8'),
);
const GROWTH = 0.5 * 1024;

const failures = [];
for (const language of ['en', 'ar']) {
  /** Each page module's initial files, written by the language's prerender. */
  const initialFiles = new Map(
    Object.entries(
      JSON.parse(readFileSync(join(dist, `initial-chunks.${language}.json`), 'utf8')),
    ).map(([page, files]) => [page.replace('src/pages/', '').replace('.tsx', ''), new Set(files)]),
  );
  const entryFiles = [...initialFiles.values()].reduce(
    (shared, files) => new Set([...shared].filter((file) => files.has(file))),
  );
  const rows = [...initialFiles].map(([page, files]) => {
    const bytes = [...files].reduce((sum, file) => sum + gzipped(file), 0);
    const before = language === 'en' ? ENGLISH_BEFORE[page] : undefined;
    if (bytes > BUDGET) failures.push(`${language} ${page} ${kB(bytes)} kB > ${kB(BUDGET)}`);
    if (before !== undefined && bytes - before > GROWTH)
      failures.push(`${language} ${page} grew ${kB(bytes - before)} kB (more than ${kB(GROWTH)})`);
    return {
      page,
      kB: kB(bytes),
      ...(before !== undefined && {
        'since #28': `${bytes >= before ? '+' : ''}${bytes - before} B`,
      }),
    };
  });
  console.log(
    `${language}: shared by every page: ${kB([...entryFiles].reduce((s, file) => s + gzipped(file), 0))} kB gzipped`,
  );
  console.table(rows);
}

// The PDF export (html2canvas, jsPDF) loads on the Download PDF click only.
const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8'));
const english = JSON.parse(readFileSync(join(dist, 'initial-chunks.en.json'), 'utf8'));
const arabic = JSON.parse(readFileSync(join(dist, 'initial-chunks.ar.json'), 'utf8'));
const pdfKeys = Object.keys(manifest).filter((key) =>
  /html2canvas|jspdf|pdf\/export-pdf/.test(key),
);
console.table(
  pdfKeys.map((key) => ({
    'loaded on Download PDF': manifest[key].file,
    kB: kB(gzipped(manifest[key].file)),
  })),
);
const eager = Object.entries({ ...english, ...arabic }).filter(([, files]) =>
  pdfKeys.some((key) => files.includes(manifest[key].file)),
);
if (pdfKeys.length < 3 || eager.length)
  failures.push(
    `The PDF libraries must load on demand only; found in: ${eager.map(([page]) => page).join(', ') || '?'}`,
  );

if (failures.length) {
  console.error(`Over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
