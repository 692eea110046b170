import Fastify from 'fastify';
import { serverLogger, type LogDestination } from './http/request-log';
import { httpServerOptions, type ServerTimeouts } from './http-server';
import { optionsFromEnv, type FormServicesOptions } from './config/options';
import { formServices } from './plugin';

/**
 * A Fastify server with only the form services, for running them alone: the production
 * timeouts, `TRUST_PROXY` for the client's address, and request logs without it (`logger`:
 * on, off, or into a destination).
 */
export async function buildServer(
  options: Partial<FormServicesOptions> = optionsFromEnv(),
  logger: boolean | LogDestination = false,
  server: { env?: NodeJS.ProcessEnv; timeouts?: ServerTimeouts } = {},
) {
  const app = Fastify({
    logger: serverLogger(logger),
    ...httpServerOptions(server.env, server.timeouts),
  });
  await app.register(formServices, options);
  return app;
}
