// Writes the static site from the routes table: every canonical route prerendered to HTML, then
// the files around the pages. Each output is a module of ./outputs; this file only orders them
// and says where each goes. A new output (another language's pages, a feed) is a new module there
// and a line here.
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from '../server/precompress';
import { loadRootEnv } from '../server/root-env';
import { headerOptionsFromEnv, securityHeaders } from '../server/security-headers';
import { SECURITY_TXT_PATH } from '../server/security-txt';
import { SECURITY_EMAIL, SECURITY_TXT_EXPIRES, SITE } from '../src/config';
import { CHECKLIST_PDF_PATH } from '../src/catalogue/checklist';
// The PDF is English in both languages' builds (pdf-lib's standard fonts have no Arabic).
import { CHECKLIST } from '../src/content/en/checklist';
import { LANGUAGE } from '@content/language';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localizedPath } from '../src/languages/languages';
import { LOGIN_PATH, ROUTES, routeById } from '../src/routes/routes';
import { oldAddressMoves, redirectsInEveryLanguage } from '../src/routes/moved';
import { ROUTE_ENTRIES, addressesOf } from '../src/routes/table';
import { checklistPdf } from './outputs/checklist-pdf';
import { MANIFEST_SCHEMA, pageChunks } from './outputs/chunks';
import { headersFile } from './outputs/headers';
import { initialChunksJson } from './outputs/initial-chunks';
import { nginxConf } from './outputs/nginx';
import { writeOgImages } from './outputs/og-images';
import { writePages } from './outputs/pages';
import { redirectsFile } from './outputs/redirects';
import { pagePaths, revalidatedPaths } from './outputs/revalidated';
import { robotsTxt } from './outputs/robots';
import { securityTxt } from './outputs/security-txt';
import { sitemapXml } from './outputs/sitemap';
import * as v from 'valibot';

// Built to dist/server/prerender.js (English) and dist/server-ar/prerender.js (Arabic): each
// writes its language's pages into dist/client; the English one, run last, writes the files that
// cover both languages (sitemap, redirects, headers) and compresses everything.
const dist = join(dirname(fileURLToPath(import.meta.url)), '..');
const client = join(dist, 'client');
const isDefault = LANGUAGE.code === DEFAULT_LANGUAGE;
// Each language's browser build: the English one is the served folder, another is merged into it.
const built = isDefault ? client : join(dist, `client-${LANGUAGE.code}`);

// Server-side settings (HSTS) come from the same .env the build read.
loadRootEnv();
const template = await readFile(join(built, 'index.html'), 'utf8');
const manifest = v.parse(
  MANIFEST_SCHEMA,
  JSON.parse(await readFile(join(built, '.vite', 'manifest.json'), 'utf8')),
);
const chunks = pageChunks(manifest);
// Hashed names: a chunk both builds share is the same file, written twice with the same bytes.
if (!isDefault) await cp(join(built, 'assets'), join(client, 'assets'), { recursive: true });

await writeOgImages(client);
const started = performance.now();
const pages = await writePages(client, template, ROUTES, chunks);
console.log(
  `prerendered ${pages.size} ${LANGUAGE.code} routes in ${Math.round(performance.now() - started)} ms`,
);
await writeFile(
  join(dist, `initial-chunks.${LANGUAGE.code}.json`),
  initialChunksJson(chunks.entryFiles, pages),
);

if (isDefault) {
  const homes = LANGUAGE_CODES.map((language) => localizedPath('/', language));
  const pagesOfEveryLanguage = ROUTE_ENTRIES.flatMap(addressesOf);
  await writeFile(join(client, 'sitemap.xml'), sitemapXml(ROUTE_ENTRIES, SITE.siteUrl));
  await writeFile(join(client, 'robots.txt'), robotsTxt(SITE.siteUrl));
  const moves = [...oldAddressMoves(), ...redirectsInEveryLanguage()];
  await writeFile(
    join(client, '_redirects'),
    redirectsFile(moves, LOGIN_PATH, SITE.clientPortalUrl, homes),
  );
  await writeFile(join(client, CHECKLIST_PDF_PATH.slice(1)), await checklistPdf(CHECKLIST, SITE));
  const securityTxtFile = join(client, SECURITY_TXT_PATH.slice(1));
  await mkdir(dirname(securityTxtFile), { recursive: true });
  await writeFile(
    securityTxtFile,
    securityTxt({
      email: SECURITY_EMAIL,
      expires: SECURITY_TXT_EXPIRES,
      built: new Date(),
      siteUrl: SITE.siteUrl,
      policyPath: routeById('disclosure').path,
      languages: LANGUAGE_CODES,
    }),
  );

  // The host files come last: they list the fixed-name files written above.
  const headers = securityHeaders(
    headerOptionsFromEnv({
      formMailEndpoint: SITE.forms.formMailEndpoint,
      analyticsId: SITE.analyticsId,
    }),
  );
  const revalidated = await revalidatedPaths(client);
  await writeFile(
    join(client, '_headers'),
    headersFile(headers, revalidated, pagePaths(pagesOfEveryLanguage)),
  );
  await writeFile(
    join(dist, 'nginx-site.conf'),
    nginxConf({
      headers,
      moves,
      loginPath: LOGIN_PATH,
      portalUrl: SITE.clientPortalUrl,
      revalidated,
      homes,
    }),
  );

  // Compressed copies of every text file, the pages and the outputs above among them.
  const compressed = await precompress(client);
  console.log(
    `precompressed ${compressed.files} files: ${Math.round(compressed.raw / 1024)} kB → ${Math.round(compressed.br / 1024)} kB br, ${Math.round(compressed.gz / 1024)} kB gzip`,
  );
}
