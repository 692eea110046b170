// The production server: the prerendered site with its redirects, security headers and cache
// rules, and the local form services on the same origin, so every form works without any account.
import {
  ConfigurationError,
  SERVER_TIMEOUTS,
  closeOnSignals,
  configurationFromEnv,
  httpServerOptions,
  mountFormServices,
  serverLogger,
  type LogDestination,
  type ServicesConfiguration,
  type ServerTimeouts,
} from '@acme/form-services';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { existsSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OFFICE_HOURS, SITE } from '../src/config';
import { CHECKLIST_PDF_PATH } from '../src/catalogue/checklist';
import { routeById } from '../src/routes/routes';
import { resolveAnyAddress } from '../src/routes/moved';
import { cacheControlFor } from './cache-policy';
import { PRECOMPRESSED_EXTENSIONS } from './precompress';
import { loadRootEnv } from './root-env';
import { headerOptionsFromEnv, securityHeaders } from './security-headers';
import { SECURITY_TXT_PATH, SECURITY_TXT_TYPE, warnBeforeExpiry } from './security-txt';

// Built to dist/server/serve.js: the prerendered pages are in dist/client.
const client = join(dirname(fileURLToPath(import.meta.url)), '..', 'client');

/** The public path of a file in dist/client, as the cache rules name it (`.br`/`.gz` aside). */
function publicPath(file: string): string {
  const path = `/${relative(client, file).split(sep).join('/')}`;
  const compressed = PRECOMPRESSED_EXTENSIONS.find((extension) => path.endsWith(extension));
  return compressed ? path.slice(0, -compressed.length) : path;
}

/**
 * Builds the server; `listen` is the caller's. The form services' configuration is `env`'s, read
 * once, unless the caller has read it.
 */
export async function buildSiteServer({
  logger = false,
  env = process.env,
  configuration = configurationFromEnv(env),
  timeouts = SERVER_TIMEOUTS,
  now,
}: {
  logger?: boolean | LogDestination;
  env?: NodeJS.ProcessEnv;
  configuration?: ServicesConfiguration;
  timeouts?: ServerTimeouts;
  /** The clock security.txt's expiry is checked against (a test's). */
  now?: () => Date;
} = {}) {
  const { options, server } = configuration;
  const headers = securityHeaders(
    headerOptionsFromEnv(
      { formMailEndpoint: SITE.forms.formMailEndpoint, analyticsId: SITE.analyticsId },
      env,
    ),
  );
  // Request lines without the visitor's IP address (Fastify's own line has it).
  const app = Fastify({
    logger: serverLogger(logger),
    ...httpServerOptions(server.trustProxy, timeouts),
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
  const stopExpiryWarnings = await warnBeforeExpiry(
    join(client, SECURITY_TXT_PATH),
    (message) => app.log.warn(message),
    now,
  );
  app.addHook('onClose', async () => stopExpiryWarnings());
  // Files are compressed at build time; this compresses only what is made per request.
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await mountFormServices(app, {
    ...options,
    accessKey: SITE.forms.accessKey,
    companyName: SITE.companyName,
    siteUrl: SITE.siteUrl,
    calculatorPath: routeById('pricing').path,
    statedRetentionMonths: SITE.enquiryRetentionMonths,
    officeHours: OFFICE_HOURS,
    // The checklist visitors download is the one mailed to them.
    checklistPdfPath: join(client, CHECKLIST_PDF_PATH),
  });
  await app.register(fastifyStatic, {
    root: client,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(publicPath(file)));
    },
  });

  // The one path under `/.` the public may read (RFC 9116).
  app.get(SECURITY_TXT_PATH, async (_request, reply) =>
    reply.type(SECURITY_TXT_TYPE).sendFile(SECURITY_TXT_PATH.slice(1)),
  );
  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname;
    const notFound = () => reply.code(404).type('text/plain').send('Not found');
    // Build metadata and any other hidden path is not the public's, with or without an extension.
    if (path.startsWith('/.')) return notFound();
    if (extname(path)) {
      const file = join(client, path);
      // Source maps are not the public's either; nor is anything outside the site.
      if (path.endsWith('.map') || !file.startsWith(client) || !existsSync(file)) return notFound();
      return reply.sendFile(path.slice(1));
    }
    const resolved = resolveAnyAddress(path);
    if (resolved.type === 'login') return reply.redirect(SITE.clientPortalUrl, 302);
    if (resolved.type === 'redirect') return reply.redirect(resolved.to + url.search, 301);
    if (resolved.type === 'unknown') return reply.redirect(resolved.home, 302);
    if (!resolved.canonical) return reply.redirect(resolved.path + url.search, 301);
    const file = resolved.path === '/' ? 'index.html' : `${resolved.path.slice(1)}/index.html`;
    return reply.type('text/html; charset=utf-8').sendFile(file);
  });
  return app;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The repository's .env, as the build read it (the company details are built into the pages).
  loadRootEnv();
  try {
    const configuration = configurationFromEnv();
    const app = await buildSiteServer({ logger: true, configuration });
    closeOnSignals(app);
    const port = configuration.server.port ?? 4173;
    await app.listen({ host: configuration.server.host, port });
    console.log(`Site and form services on http://127.0.0.1:${port}/ (pnpm leads lists the leads)`);
  } catch (error) {
    // A setting the server cannot run with: one line for the operator, no stack.
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
