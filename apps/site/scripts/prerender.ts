// Prerenders every canonical route to static HTML with its head and styles, and writes the
// sitemap, robots.txt and the static host's redirect and header files, all from the routes table.
import { loadRootEnv } from '@acme/form-services';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CACHE_CONTROL, UNHASHED_ASSETS, cacheControlFor } from '../server/cache-policy';
import { precompress } from '../server/precompress';
import { headerOptionsFromEnv, securityHeaders } from '../server/security-headers';
import { SITE } from '../src/config';
import { CHECKLIST, CHECKLIST_PDF_PATH } from '../src/content/checklist';
import { render } from '../src/entry-server';
import { pageSource } from '../src/pages/registry';
import { LOGIN_PATH, REDIRECTS, ROUTES, type PageKind } from '../src/routes/routes';
import { checklistPdf } from './checklist-pdf';
import { writeOgImages } from './og-images';

// Built to dist/server/prerender.js: it writes into dist/client and dist.
const dist = join(dirname(fileURLToPath(import.meta.url)), '..');
const client = join(dist, 'client');

// Server-side settings (HSTS) come from the same .env the build read.
loadRootEnv();
const template = await readFile(join(client, 'index.html'), 'utf8');

/** Vite's build manifest: each source module's chunk and the chunks it imports statically. */
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
const manifest: Manifest = JSON.parse(
  await readFile(join(client, '.vite', 'manifest.json'), 'utf8'),
);
const closure = (key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]!.imports ?? []) closure(imported, seen);
  return seen;
};
const entry = closure(Object.keys(manifest).find((key) => manifest[key]!.isEntry)!);
/** The chunks a page kind adds to the entry's before it can hydrate. */
const pageChunks = (kind: PageKind) =>
  [...closure(pageSource(kind))].filter((key) => !entry.has(key)).map((key) => manifest[key]!.file);
// For the bundle report: what each page module loads before interaction.
await writeFile(
  join(dist, 'initial-chunks.json'),
  JSON.stringify(
    Object.fromEntries(
      ROUTES.map((route) => [
        pageSource(route.kind),
        [...entry].map((key) => manifest[key]!.file).concat(pageChunks(route.kind)),
      ]),
    ),
    null,
    2,
  ),
);

await writeOgImages(client);
const started = performance.now();
for (const route of ROUTES) {
  const { html, styles, head } = await render(route);
  // The page's own chunks load with the entry, not after it has run.
  const preloads = pageChunks(route.kind)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  const page = template
    .replace('<!--app-head-->', `${head}\n    ${preloads}\n    ${styles}`)
    .replace('<!--app-html-->', html);
  const file =
    route.path === '/' ? join(client, 'index.html') : join(client, route.path, 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, page);
}
console.log(`prerendered ${ROUTES.length} routes in ${Math.round(performance.now() - started)} ms`);

const url = (path: string) => `${SITE.siteUrl}${path}`;
await writeFile(
  join(client, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${ROUTES.map(
    (r) =>
      `  <url><loc>${url(r.path)}</loc><priority>${r.path === '/' ? '1.0' : '0.7'}</priority></url>`,
  ).join('\n')}\n</urlset>\n`,
);
await writeFile(
  join(client, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${url('/sitemap.xml')}\n`,
);

// Every alias and redirect, answered with a 301 to the canonical path.
const moves = [
  ...ROUTES.flatMap((r) => r.aliases.map((from) => ({ from, to: r.path }))),
  ...REDIRECTS.map((r) => ({ from: r.from, to: r.to })),
];
await writeFile(
  join(client, '_redirects'),
  [
    ...moves.map((m) => `${m.from}  ${m.to}  301`),
    `${LOGIN_PATH}  ${SITE.clientPortalUrl}  302`,
    '/*  /  302',
    '',
  ].join('\n'),
);
await writeFile(join(client, CHECKLIST_PDF_PATH.slice(1)), await checklistPdf(CHECKLIST, SITE));

const headers = securityHeaders(
  headerOptionsFromEnv({
    formMailEndpoint: SITE.forms.formMailEndpoint,
    analyticsId: SITE.analyticsId,
  }),
);
/** Unhashed files outside /assets (robots.txt, sitemap.xml, icons): an exact rule each. */
const unhashed = ((await readdir(client)) as string[]).filter(
  (name) => extname(name) && !name.startsWith('_') && !name.endsWith('.html'),
);
const revalidated = [...UNHASHED_ASSETS, ...unhashed.map((name) => `/${name}`)];
const pagePaths = ROUTES.flatMap((r) => (r.path === '/' ? ['/'] : [r.path, `${r.path}/`]));
await writeFile(
  join(client, '_headers'),
  [
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    '/assets/*',
    `  Cache-Control: ${CACHE_CONTROL.immutable}`,
    // `! Cache-Control` detaches the /assets/* value, so a file at a fixed path is not immutable.
    ...revalidated.flatMap((path) => [
      path,
      '  ! Cache-Control',
      `  Cache-Control: ${cacheControlFor(path)}`,
    ]),
    ...pagePaths.flatMap((path) => [path, `  Cache-Control: ${CACHE_CONTROL.page}`]),
    '',
  ].join('\n'),
);

// nginx drops a server block's add_header in any location that adds its own: each repeats them.
const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const addHeaders = (cache: string) =>
  [...Object.entries(headers), ['Cache-Control', cache]]
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join(' ');
await writeFile(
  join(dist, 'nginx-site.conf'),
  [
    '# Include inside the server block, with root set to dist/client. Generated from the routes',
    '# table and the cache rules. brotli_static needs the ngx_brotli module; drop it without.',
    'gzip_static on;',
    'brotli_static on;',
    ...moves.map((m) => `location ~* ^${escape(m.from)}/?$ { return 301 ${m.to}; }`),
    `location = ${LOGIN_PATH} { return 302 ${SITE.clientPortalUrl}; }`,
    `location /assets/ { ${addHeaders(CACHE_CONTROL.immutable)} try_files $uri =404; }`,
    ...revalidated.map(
      (path) => `location = ${path} { ${addHeaders(cacheControlFor(path))} try_files $uri =404; }`,
    ),
    'location ~ \\.map$ { return 404; }',
    `location / { ${addHeaders(CACHE_CONTROL.page)} try_files $uri $uri/index.html @home; }`,
    'location @home { return 302 /; }',
    '',
  ].join('\n'),
);

const compressed = await precompress(client);
console.log(
  `precompressed ${compressed.files} files: ${Math.round(compressed.raw / 1024)} kB → ${Math.round(compressed.br / 1024)} kB br, ${Math.round(compressed.gz / 1024)} kB gzip`,
);
