import Fastify from 'fastify';
import { optionsFromEnv, type FormServicesOptions } from './options';
import { formServices } from './plugin';

/** A Fastify server with only the form services, for running them alone. */
export async function buildServer(
  options: Partial<FormServicesOptions> = optionsFromEnv(),
  logger = false,
) {
  const app = Fastify({ logger, trustProxy: false });
  await app.register(formServices, options);
  return app;
}
