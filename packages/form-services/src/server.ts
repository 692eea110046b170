import Fastify from 'fastify';
import { httpServerOptions, type ServerTimeouts } from './http-server';
import { optionsFromEnv, type FormServicesOptions } from './options';
import { formServices } from './plugin';

/**
 * A Fastify server with only the form services, for running them alone: the production
 * timeouts, and `TRUST_PROXY` for the client's address.
 */
export async function buildServer(
  options: Partial<FormServicesOptions> = optionsFromEnv(),
  logger = false,
  server: { env?: NodeJS.ProcessEnv; timeouts?: ServerTimeouts } = {},
) {
  const app = Fastify({ logger, ...httpServerOptions(server.env, server.timeouts) });
  await app.register(formServices, options);
  return app;
}
