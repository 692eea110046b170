// The operator's view of the leads, on either engine: `pnpm leads` lists every lead and where each
// of its mails stands, `pnpm leads failed` only those with a failed mail, `pnpm leads resend
// <id|AC-…>` queues a lead's failed mails again, `pnpm leads import` copies a file outbox into
// the database DATABASE_URL names; for a person's request, `pnpm leads erase <email>` forgets
// them and `pnpm leads access <email> <folder>` writes out what is held about them.
import { importOutbox } from '../import-outbox';
import { erasureSummary, leadListing, resendFailed } from '../leads';
import { eraseAddress, exportAddress } from '../privacy/erasure';
import { webhookSender } from '../webhooks/webhook-sender';
import { optionsFromEnv, resolvedOptions } from '../options';
import { loadRootEnv } from '../paths';
import { ConfigurationError } from '../startup';
import { openStore } from '../store/open-store';

const USAGE =
  'Usage: pnpm leads [list | failed | resend <lead id or reference> | import | erase <email> | access <email> <folder>]';

async function main(command: string, args: readonly string[]): Promise<number> {
  const [argument = '', folder = ''] = args;
  loadRootEnv();
  const configured = optionsFromEnv();
  const options = resolvedOptions(configured);
  if (command === 'import') {
    console.log(await importOutbox(options));
    return 0;
  }
  const needs = { list: 0, failed: 0, resend: 1, erase: 1, access: 2 }[command];
  if (needs === undefined || args.length < needs) {
    console.error(USAGE);
    return 2;
  }
  const store = await openStore(options, 'reader');
  try {
    if (command === 'resend') {
      console.log(await resendFailed(store, argument));
      return 0;
    }
    if (command === 'erase') {
      const report = await eraseAddress(store, argument, {
        mailDir: options.mailDir,
        webhook: options.webhook && {
          url: options.webhook.url,
          sender: webhookSender(options.webhook.secret),
        },
        now: new Date(),
      });
      console.log(erasureSummary(report));
      return 0;
    }
    if (command === 'access') {
      const files = await exportAddress(store, argument, folder);
      console.log(`Wrote ${files.length} files to ${folder}: ${files.join(', ')}`);
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

const [command = 'list', ...args] = process.argv.slice(2);
try {
  process.exitCode = await main(command, args);
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
