// The operator's view of the leads, on either engine: `pnpm leads` lists every lead and where each
// of its mails stands, `pnpm leads failed` only those with a failed mail, `pnpm leads resend
// <id|AC-…>` queues a lead's failed mails again, `pnpm leads import` copies a file outbox into
// the database DATABASE_URL names.
import { importOutbox } from '../import-outbox';
import { leadListing, resendFailed } from '../leads';
import { optionsFromEnv, resolvedOptions } from '../options';
import { loadRootEnv } from '../paths';
import { ConfigurationError } from '../startup';
import { openStore } from '../store/open-store';

const USAGE = 'Usage: pnpm leads [list | failed | resend <lead id or reference> | import]';

async function main(command: string, argument: string | undefined): Promise<number> {
  loadRootEnv();
  const configured = optionsFromEnv();
  const options = resolvedOptions(configured);
  if (command === 'import') {
    console.log(await importOutbox(options));
    return 0;
  }
  if (!['list', 'failed', 'resend'].includes(command) || (command === 'resend' && !argument)) {
    console.error(USAGE);
    return 2;
  }
  const store = await openStore(options, 'reader');
  try {
    if (command === 'resend' && argument) {
      console.log(await resendFailed(store, argument));
      return 0;
    }
    console.log(`leads: ${store.description}`);
    console.log(
      `mail: ${options.smtpUrl ? `SMTP ${new URL(options.smtpUrl).host}` : `written to ${configured.mailDir}`}`,
    );
    for await (const line of leadListing(store, { failedOnly: command === 'failed' }))
      console.log(line);
    return 0;
  } finally {
    await store.close();
  }
}

const [command = 'list', argument] = process.argv.slice(2);
try {
  process.exitCode = await main(command, argument);
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
