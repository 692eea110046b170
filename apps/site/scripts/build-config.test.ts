// The site built with another company's configuration, into a folder of its own: nothing of the
// developer's build or .env is touched (variables set in the environment win over .env files).
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { OTHER_COMPANY, buildEnvironment } from './env-fixtures';
import type { Manifest } from './outputs/chunks';

const site = join(import.meta.dirname, '..');
const run = promisify(execFile);
const vite = join(site, 'node_modules', '.bin', 'vite');
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

describe('the build with the company’s own configuration', () => {
  it('puts the company’s name and address in the pages, the sitemap and the structured data', async () => {
    // Inside the app, so the built server code finds its dependencies.
    const out = await mkdtemp(join(site, '.build-test-'));
    folders.push(out);
    const registration = {
      VITE_LEGAL_NAME: 'Falcon Networks FZ-LLC',
      VITE_TRADE_LICENCE: 'DED-884512',
      VITE_REGISTERED_ADDRESS: 'Office 1204, Tower A, Dubai Silicon Oasis, Dubai',
    };
    const env = buildEnvironment({ ...OTHER_COMPANY, ...registration, SITE_ENV: 'production' });
    await run(vite, ['build', '--outDir', join(out, 'client'), '--emptyOutDir'], {
      cwd: site,
      env,
    });
    await run(vite, ['build', '--ssr', '--outDir', join(out, 'server'), '--emptyOutDir'], {
      cwd: site,
      env,
    });
    await run(process.execPath, [join(out, 'server', 'prerender.js')], { cwd: site, env });

    const home = await readFile(join(out, 'client', 'index.html'), 'utf8');
    expect(home).toContain('Falcon Networks FZ-LLC');
    expect(home).toContain('<link rel="canonical" href="https://www.falcon-it.ae/"');
    expect(home).not.toContain('example.ae');
    const structured = [
      ...home.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
    ].map((match) => JSON.parse(match[1]!));
    expect(JSON.stringify(structured)).toContain('"name":"Falcon Networks FZ-LLC"');
    expect(JSON.stringify(structured)).toContain('"url":"https://www.falcon-it.ae');
    // The Legal Information page names the registration, as configured.
    const legal = await readFile(join(out, 'client', 'legal', 'index.html'), 'utf8');
    for (const value of Object.values(registration)) expect(legal).toContain(value);
    // The link preview is on the company's own address, and is there.
    const preview =
      /<meta property="og:image" content="https:\/\/www\.falcon-it\.ae(\/assets\/og\/en-home-[0-9a-f]{10}\.png)">/.exec(
        home,
      )?.[1];
    expect(preview).toBeDefined();
    expect((await readFile(join(out, 'client', `.${preview}`))).subarray(1, 4).toString()).toBe(
      'PNG',
    );
    const sitemap = await readFile(join(out, 'client', 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://www.falcon-it.ae/pricing</loc>');
    expect(sitemap).not.toContain('example.ae');

    // The components' CSS ships minified: no declaration on an indented line of its own in the
    // site's scripts (the PDF libraries, loaded on their click only, are not ours to minify).
    // Scripts are named by their hash: the manifest says which hold the PDF libraries.
    const manifest: Manifest = JSON.parse(
      await readFile(join(out, 'client', '.vite', 'manifest.json'), 'utf8'),
    );
    const pdfLibraries = new Set(
      Object.entries(manifest)
        .filter(([source]) => /[\\/](html2canvas|jspdf)[\\/]/.test(source))
        .map(([, chunk]) => chunk.file.replace('assets/', '')),
    );
    expect(pdfLibraries.size).toBe(2);
    const assets = join(out, 'client', 'assets');
    const scripts = (await readdir(assets)).filter(
      (file) => file.endsWith('.js') && !pdfLibraries.has(file),
    );
    for (const file of scripts) {
      const code = await readFile(join(assets, file), 'utf8');
      expect(code, file).not.toMatch(/\n[ \t]+[a-z-]+: [^;\n`]+;\n/);
      // A chunk's preload lists name no file it imports statically (loaded before it runs).
      const imported = [...code.matchAll(/\bfrom\s*"\.\/([\w.-]+\.js)"/g)].map((m) => m[1]);
      const preloaded = /__vite__mapDeps=.*?m\.f=\[(.*?)\]/.exec(code)?.[1] ?? '';
      for (const name of imported) expect(preloaded, file).not.toContain(`assets/${name}"`);
    }
  });

  it('refuses a production build with the example details, saying which', async () => {
    const out = await mkdtemp(join(site, '.build-test-'));
    folders.push(out);
    const failed = run(vite, ['build', '--outDir', join(out, 'client')], {
      cwd: site,
      env: buildEnvironment({ SITE_ENV: 'production', VITE_SITE_URL: '', VITE_COMPANY_NAME: '' }),
    });
    await expect(failed).rejects.toMatchObject({
      stderr: expect.stringMatching(
        /VITE_SITE_URL is the example value \(https:\/\/www\.example\.ae\)/,
      ),
    });
  });
});
