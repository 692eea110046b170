import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const site = join(import.meta.dirname, '..', '..');
const outDirs: string[] = [];

/** Every file of a browser build of the site in `language`, by its path, with its text. */
async function browserBuild(language: 'en' | 'ar'): Promise<Map<string, string>> {
  const outDir = mkdtempSync(join(tmpdir(), `site-${language}-`));
  outDirs.push(outDir);
  const previous = process.env.SITE_LANGUAGE;
  process.env.SITE_LANGUAGE = language;
  try {
    await build({ root: site, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    if (previous === undefined) delete process.env.SITE_LANGUAGE;
    else process.env.SITE_LANGUAGE = previous;
  }
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((f) =>
    f.isFile(),
  );
  return new Map(
    files.map((f) => {
      const path = join(f.parentPath, f.name);
      return [path.slice(outDir.length + 1), readFileSync(path, 'latin1')];
    }),
  );
}

afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the English build', () => {
  it('carries no Arabic font: no file, no reference to one', async () => {
    const files = await browserBuild('en');
    expect([...files.keys()].filter((path) => /\.(woff2?|ttf|otf)$/.test(path))).toEqual([]);
    const referring = [...files]
      .filter(([, text]) => /noto-sans-arabic|Noto Sans Arabic|@fontsource/i.test(text))
      .map(([path]) => path);
    expect(referring).toEqual([]);
  });
});
