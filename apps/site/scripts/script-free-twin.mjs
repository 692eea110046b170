// A build's script-free twin: the same prerendered pages with every script removed, served by the
// same production server. Lighthouse measures each page beside it, in turns, on one machine, so a
// page's figures read as a difference from the floor its HTML and CSS alone set, not as a score
// that depends on how fast the host is.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** `<script>` elements of any type (module, classic, JSON, JSON-LD, speculation rules) and what preloads a script. */
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>/gi;

/**
 * A page's HTML as it would arrive with every script left out: nothing runs, nothing is fetched
 * for script, and everything else (styles, copy, images, links) is as the build wrote it.
 *
 * @example
 * withoutScripts('<head><script type="module" src="/a.js"></script><link rel="modulepreload" href="/b.js"></head>');
 * // => '<head></head>'
 */
export function withoutScripts(html) {
  return html.replace(SCRIPTS, '');
}

/** Every `.html` file below a folder. */
function* htmlFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/**
 * Writes the twin of a build (a folder with `client/` and `server/`, as `pnpm build` writes
 * `dist`) to `twin`: a copy whose pages have no script. Each page's `.br` and `.gz` are made again
 * from what it now holds, at the build's settings (`server/precompress.ts`: Brotli's best quality,
 * gzip 9), so the twin arrives compressed as the page does.
 */
export function writeScriptFreeTwin(build, twin) {
  rmSync(twin, { recursive: true, force: true });
  mkdirSync(twin, { recursive: true });
  for (const part of ['client', 'server'])
    cpSync(join(build, part), join(twin, part), { recursive: true });
  for (const page of htmlFiles(join(twin, 'client'))) {
    const html = Buffer.from(withoutScripts(readFileSync(page, 'utf8')));
    writeFileSync(page, html);
    const best = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
    writeFileSync(`${page}.br`, brotliCompressSync(html, { params: best }));
    writeFileSync(`${page}.gz`, gzipSync(html, { level: 9 }));
  }
}
