// Runs the form services alone: `pnpm --filter @acme/form-services start`.
import { optionsFromEnv } from '../config/options';
import { loadRootEnv } from '../paths';
import { buildServer } from '../server';
import { closeOnSignals } from '../shutdown';
import { ConfigurationError } from '../config/configuration-error';

loadRootEnv();
try {
  const options = optionsFromEnv();
  const app = await buildServer(options, true);
  closeOnSignals(app);
  await app.listen({
    host: process.env.HOST || '127.0.0.1',
    port: Number(process.env.FORMS_PORT || process.env.PORT || 8787),
  });
  app.log.info(
    `form services: POST /api/submit, /send-rfi.php, /send-lead.php, GET /healthz; leads in ${options.databaseUrl ? 'PostgreSQL' : options.outboxDir}`,
  );
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
}
