// Runs the form services alone: `pnpm --filter @acme/form-services start`.
import { optionsFromEnv } from '../options';
import { loadRootEnv } from '../paths';
import { buildServer } from '../server';
import { ConfigurationError } from '../startup';

loadRootEnv();
const options = optionsFromEnv();
try {
  const app = await buildServer(options, true);
  await app.listen({
    host: process.env.HOST || '127.0.0.1',
    port: Number(process.env.FORMS_PORT || process.env.PORT || 8787),
  });
  app.log.info(
    `form services: POST /api/submit, /send-rfi.php, /send-lead.php; outbox ${options.outboxDir}`,
  );
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
}
