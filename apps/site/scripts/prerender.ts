// Prerenders every canonical route to static HTML with its head and styles, and writes the
// sitemap, robots.txt and the static host's redirect and header files, all from the routes table.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from '../server/security-headers';
import { SITE } from '../src/config';
import { CHECKLIST, CHECKLIST_PDF_PATH } from '../src/content/checklist';
import { render } from '../src/entry-server';
import { LOGIN_PATH, REDIRECTS, ROUTES } from '../src/routes/routes';
import { checklistPdf } from './checklist-pdf';

// Built to dist/server/prerender.js: it writes into dist/client and dist.
const dist = join(dirname(fileURLToPath(import.meta.url)), '..');
const client = join(dist, 'client');

const template = await readFile(join(client, 'index.html'), 'utf8');

const started = performance.now();
for (const route of ROUTES) {
  const { html, styles, head } = await render(route);
  const page = template
    .replace('<!--app-head-->', `${head}\n    ${styles}`)
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
const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
await writeFile(
  join(dist, 'nginx-redirects.conf'),
  [
    '# Include inside the server block. Generated from the routes table.',
    ...moves.map((m) => `location ~* ^${escape(m.from)}/?$ { return 301 ${m.to}; }`),
    `location = ${LOGIN_PATH} { return 302 ${SITE.clientPortalUrl}; }`,
    'location / { try_files $uri $uri/index.html @home; }',
    'location @home { return 302 /; }',
    '',
  ].join('\n'),
);
const headers = securityHeaders({ formMailEndpoint: SITE.forms.formMailEndpoint });
await writeFile(
  join(client, '_headers'),
  `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')}\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`,
);

await writeFile(join(client, CHECKLIST_PDF_PATH.slice(1)), await checklistPdf(CHECKLIST, SITE));
