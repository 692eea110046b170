// The site built without analytics (the default), into a folder of its own: it must ship no
// real-user metrics code, which loads only after analytics consent.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildEnvironment } from './env-fixtures';

const site = join(import.meta.dirname, '..');
const run = promisify(execFile);
const vite = join(site, 'node_modules', '.bin', 'vite');
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** Names in web-vitals' attribution build that minifying keeps (they are properties it returns). */
const WEB_VITALS_CODE = /largestShiftTarget|interactionTarget|longestScript/;

describe('a build without analytics', () => {
  it('the marks this test looks for are in the web-vitals code the site would load', async () => {
    const library = createRequire(import.meta.url).resolve('web-vitals/attribution');
    expect(await readFile(library, 'utf8')).toMatch(WEB_VITALS_CODE);
  });

  it('has no chunk with web-vitals code in it', async () => {
    const out = await mkdtemp(join(site, '.build-test-'));
    folders.push(out);
    // Set empty, it wins over a developer's .env that names an analytics ID.
    const env = buildEnvironment({ VITE_ANALYTICS_ID: '' });
    await run(vite, ['build', '--logLevel', 'warn', '--outDir', out, '--emptyOutDir'], {
      cwd: site,
      env,
    });
    const assets = join(out, 'assets');
    const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    const withVitals: string[] = [];
    for (const file of scripts) {
      if (WEB_VITALS_CODE.test(await readFile(join(assets, file), 'utf8'))) withVitals.push(file);
    }
    expect(withVitals).toEqual([]);
  });
});
