// Writes the static site from the routes table: every canonical route prerendered to HTML, then
// the files around the pages. Each output is a module of ./outputs; this file only orders them
// and says where each goes. A new output (another language's pages, a feed) is a new module there
// and a line here.
import { loadRootEnv } from '@acme/form-services';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from '../server/precompress';
import { headerOptionsFromEnv, securityHeaders } from '../server/security-headers';
import { SITE } from '../src/config';
import { CHECKLIST_PDF_PATH } from '../src/catalogue/checklist';
// The PDF is English in both languages' builds (pdf-lib's standard fonts have no Arabic).
import { CHECKLIST } from '../src/content/en/checklist';
import { LOGIN_PATH, REDIRECTS, ROUTES } from '../src/routes/routes';
import { checklistPdf } from './outputs/checklist-pdf';
import { MANIFEST_SCHEMA, pageChunks } from './outputs/chunks';
import { headersFile } from './outputs/headers';
import { initialChunksJson } from './outputs/initial-chunks';
import { permanentMoves } from './outputs/moves';
import { nginxConf } from './outputs/nginx';
import { writeOgImages } from './outputs/og-images';
import { writePages } from './outputs/pages';
import { redirectsFile } from './outputs/redirects';
import { pagePaths, revalidatedPaths } from './outputs/revalidated';
import { robotsTxt } from './outputs/robots';
import { sitemapXml } from './outputs/sitemap';
import * as v from 'valibot';

// Built to dist/server/prerender.js: it writes into dist/client and dist.
const dist = join(dirname(fileURLToPath(import.meta.url)), '..');
const client = join(dist, 'client');

// Server-side settings (HSTS) come from the same .env the build read.
loadRootEnv();
const template = await readFile(join(client, 'index.html'), 'utf8');
const manifest = v.parse(
  MANIFEST_SCHEMA,
  JSON.parse(await readFile(join(client, '.vite', 'manifest.json'), 'utf8')),
);
const chunks = pageChunks(manifest);

await writeFile(join(dist, 'initial-chunks.json'), initialChunksJson(ROUTES, chunks));

await writeOgImages(client);
const started = performance.now();
const pages = await writePages(client, template, ROUTES, chunks);
console.log(`prerendered ${pages} routes in ${Math.round(performance.now() - started)} ms`);

await writeFile(join(client, 'sitemap.xml'), sitemapXml(ROUTES, SITE.siteUrl));
await writeFile(join(client, 'robots.txt'), robotsTxt(SITE.siteUrl));
const moves = permanentMoves(ROUTES, REDIRECTS);
await writeFile(join(client, '_redirects'), redirectsFile(moves, LOGIN_PATH, SITE.clientPortalUrl));
await writeFile(join(client, CHECKLIST_PDF_PATH.slice(1)), await checklistPdf(CHECKLIST, SITE));

// The host files come last: they list the fixed-name files written above.
const headers = securityHeaders(
  headerOptionsFromEnv({
    formMailEndpoint: SITE.forms.formMailEndpoint,
    analyticsId: SITE.analyticsId,
  }),
);
const revalidated = await revalidatedPaths(client);
await writeFile(join(client, '_headers'), headersFile(headers, revalidated, pagePaths(ROUTES)));
await writeFile(
  join(dist, 'nginx-site.conf'),
  nginxConf({
    headers,
    moves,
    loginPath: LOGIN_PATH,
    portalUrl: SITE.clientPortalUrl,
    revalidated,
  }),
);

// Compressed copies of every text file, the pages and the outputs above among them.
const compressed = await precompress(client);
console.log(
  `precompressed ${compressed.files} files: ${Math.round(compressed.raw / 1024)} kB → ${Math.round(compressed.br / 1024)} kB br, ${Math.round(compressed.gz / 1024)} kB gzip`,
);
