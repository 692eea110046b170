// Runs the form services alone: `pnpm --filter @acme/form-services start`.
import { configurationFromEnv } from '../config/configuration';
import { ConfigurationError } from '../config/configuration-error';
import { loadRootEnv } from '../paths';
import { buildServer } from '../server';
import { closeOnSignals } from '../shutdown';

loadRootEnv();
try {
  const { options, server } = configurationFromEnv();
  const app = await buildServer(options, true, { trustProxy: server.trustProxy });
  closeOnSignals(app);
  await app.listen({ host: server.host, port: server.formsPort ?? server.port ?? 8787 });
  app.log.info(
    `form services: POST /api/submit, /send-rfi.php, /send-lead.php, GET /healthz; leads in ${options.databaseUrl ? 'PostgreSQL' : options.outboxDir}`,
  );
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
}
