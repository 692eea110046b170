// Compression done once, at build time: every text file of the site gets a .br and a .gz beside
// it, which the server (and nginx's gzip_static/brotli_static) send as they are.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The extensions of the compressed copies, in the order they are preferred. */
export const PRECOMPRESSED_EXTENSIONS = ['.br', '.gz'] as const;

/** Files worth compressing: text. Images and PDFs are compressed already. */
const TEXT = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.xml',
  '.txt',
  '.json',
  '.webmanifest',
]);
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `<file>.br` (Brotli, best quality) and `<file>.gz` (gzip level 9) beside every text file
 * under `dir` of at least 1 KiB, when smaller than the file. Returns the bytes before and after.
 */
export async function precompress(
  dir: string,
): Promise<{ files: number; raw: number; br: number; gz: number }> {
  const names = (await readdir(dir, { recursive: true })).filter((name) => TEXT.has(extname(name)));
  // Every file at once: zlib's asynchronous calls run on libuv's threads, so each core compresses
  // (one file after another, Brotli's best quality kept one core busy for 4 s).
  const sizes = await Promise.all(
    names.map(async (name) => {
      const path = join(dir, name);
      const content = await readFile(path);
      if (content.length < MIN_BYTES) return null;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipped(content, { level: 9 }),
      ]);
      if (br.length < content.length) await writeFile(`${path}.br`, br);
      if (gz.length < content.length) await writeFile(`${path}.gz`, gz);
      return { raw: content.length, br: br.length, gz: gz.length };
    }),
  );
  const total = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const size of sizes) {
    if (!size) continue;
    total.files += 1;
    total.raw += size.raw;
    total.br += size.br;
    total.gz += size.gz;
  }
  return total;
}
