// The production server: the prerendered site with its redirects and security headers, and the
// local form services on the same origin, so every form works without any account.
import { ConfigurationError, mountFormServices, optionsFromEnv } from '@acme/form-services';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { existsSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE } from '../src/config';
import { CHECKLIST_PDF_PATH } from '../src/content/checklist';
import { resolvePath, routeById } from '../src/routes/routes';
import { securityHeaders } from './security-headers';

// Built to dist/server/serve.js: the prerendered pages are in dist/client.
const client = join(dirname(fileURLToPath(import.meta.url)), '..', 'client');

/** Builds the server; `listen` is the caller's. */
export async function buildSiteServer({ logger = false } = {}) {
  const headers = securityHeaders({ formMailEndpoint: SITE.forms.formMailEndpoint });
  const app = Fastify({ logger });

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await mountFormServices(app, {
    ...optionsFromEnv(),
    accessKey: SITE.forms.accessKey,
    companyName: SITE.companyName,
    siteUrl: SITE.siteUrl,
    calculatorPath: routeById('pricing').path,
    // The checklist visitors download is the one mailed to them.
    checklistPdfPath: join(client, CHECKLIST_PDF_PATH),
  });
  await app.register(fastifyStatic, { root: client, serve: false });

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname;
    if (extname(path)) {
      const file = join(client, path);
      if (!file.startsWith(client) || !existsSync(file))
        return reply.code(404).type('text/plain').send('Not found');
      if (path.startsWith('/assets/'))
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      return reply.sendFile(path.slice(1));
    }
    const resolved = resolvePath(path);
    if (resolved.type === 'login') return reply.redirect(SITE.clientPortalUrl, 302);
    if (resolved.type === 'redirect') return reply.redirect(resolved.to + url.search, 301);
    if (resolved.type === 'unknown') return reply.redirect('/', 302);
    if (!resolved.canonical) return reply.redirect(resolved.route.path + url.search, 301);
    const file =
      resolved.route.path === '/' ? 'index.html' : `${resolved.route.path.slice(1)}/index.html`;
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile(file);
  });
  return app;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const app = await buildSiteServer({ logger: true });
    const port = Number(process.env.PORT || 4173);
    await app.listen({ host: process.env.HOST || '127.0.0.1', port });
    console.log(`Site and form services on http://127.0.0.1:${port}/ (pnpm leads lists the leads)`);
  } catch (error) {
    // A setting the server cannot run with: one line for the operator, no stack.
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
