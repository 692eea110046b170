// The operator's view of the outbox: `pnpm leads` lists every lead and where each of its mails
// stands, `pnpm leads failed` only those with a failed mail, `pnpm leads resend <id|AC-…>`
// queues a lead's failed mails again.
import { leadListing, resendFailed } from '../leads';
import { optionsFromEnv } from '../options';
import { createOutbox } from '../outbox';
import { dataPath, loadRootEnv } from '../paths';

loadRootEnv();
const options = optionsFromEnv();
const outbox = createOutbox(dataPath(options.outboxDir));
const [command = 'list', argument] = process.argv.slice(2);

if (command === 'resend' && argument) {
  console.log(await resendFailed(outbox, argument));
} else if (command === 'list' || command === 'failed') {
  console.log(`outbox: ${outbox.dir}`);
  console.log(
    `mail: ${options.smtpUrl ? `SMTP ${new URL(options.smtpUrl).host}` : `written to ${options.mailDir}`}`,
  );
  for await (const line of leadListing(outbox, { failedOnly: command === 'failed' }))
    console.log(line);
} else {
  console.error('Usage: pnpm leads [list | failed | resend <lead id or reference>]');
  process.exitCode = 2;
}
