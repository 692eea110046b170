import Fastify from 'fastify';
import type { FormServicesOptions } from './config/options';
import type { TrustProxy } from './config/trust-proxy';
import { serverLogger, type LogDestination } from './http/request-log';
import { httpServerOptions, type ServerTimeouts } from './http-server';
import { formServices } from './plugin';

/** How the server itself behaves, apart from the services: see {@link httpServerOptions}. */
export interface StandaloneServerSettings {
  /** Whose `X-Forwarded-For` to believe; nobody's unless set. */
  readonly trustProxy?: TrustProxy;
  readonly timeouts?: ServerTimeouts;
}

/**
 * A Fastify server with only the form services, for running them alone: the production
 * timeouts, the proxies trusted for the client's address, and request logs without it
 * (`logger`: on, off, or into a destination).
 */
export async function buildServer(
  options: FormServicesOptions,
  logger: boolean | LogDestination = false,
  server: StandaloneServerSettings = {},
) {
  const app = Fastify({
    logger: serverLogger(logger),
    ...httpServerOptions(server.trustProxy ?? false, server.timeouts),
  });
  await app.register(formServices, options);
  return app;
}
