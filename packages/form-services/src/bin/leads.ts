// The operator's view of the leads, on either engine: `pnpm leads` names the open incidents and
// lists every lead and where each of its mails stands, `pnpm leads failed` only those with a failed mail, `pnpm leads resend
// <id|AC-…>` queues a lead's failed mails again, `pnpm leads import` copies a file outbox into
// the database DATABASE_URL names, `pnpm leads csv [--since YYYY-MM-DD] [--all]` writes the leads
// as CSV for sales on standard output, `pnpm leads spam` lists the leads held as spam and
// `pnpm leads release <AC-…>` delivers one as a normal lead (one held for an infected file only
// with --with-file or --without-file); for a person's request, `pnpm leads
// erase <email>` forgets them and `pnpm leads access <email> <folder>` writes out what is held;
// `pnpm leads backup [--verify] <file>` writes (or checks) one archive of the store, and
// `pnpm leads restore <file>` loads one into an empty store.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ArchiveRefused } from '../backup/archive-format';
import { backupSummary, verifiedSummary } from '../backup/backup-summary';
import { verifyArchive } from '../backup/read-archive';
import { restoreBackup } from '../backup/restore-backup';
import { writeBackup } from '../backup/write-backup';
import { dubaiDayStart } from '../export/since';
import { leadMail } from '../delivery/mails';
import { importOutbox } from '../import-outbox';
import {
  ReleaseRefused,
  erasureSummary,
  heldListing,
  leadListing,
  openIncidentLines,
  releaseHeld,
  resendFailed,
} from '../leads';
import { configurationFromEnv } from '../config/configuration';
import type { FormServicesOptions } from '../config/options';
import { ErasureRefused, eraseAddress, exportAddress } from '../privacy/erasure';
import { webhookSender } from '../webhooks/webhook-sender';
import { loadRootEnv, shownDataPath } from '../paths';
import { ConfigurationError } from '../config/configuration-error';
import { openStore } from '../store/open-store';
import { oneLine } from '../text';

const USAGE =
  'Usage: pnpm leads [list | failed | resend <lead id or reference> | import | csv [--since YYYY-MM-DD] [--all] | spam | release <reference> [--with-file | --without-file] | erase <email> | access <email> <folder> | backup [--verify] <file> | restore <file>]';

/** What `csv` was asked: from which Dubai day, and whether held leads too; `null` if malformed. */
function csvArguments(args: readonly string[]): { since: Date | null; all: boolean } | null {
  let since: Date | null = null;
  let all = false;
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--all') all = true;
    else if (args[i] === '--since' && since === null) {
      since = dubaiDayStart(args[i + 1] ?? '');
      if (since === null) return null;
      i += 1;
    } else return null;
  }
  return { since, all };
}

/** Writes the leads as CSV on standard output; the store's unreadable leads are named on stderr. */
async function writeCsv(
  options: FormServicesOptions,
  selection: { since: Date | null; all: boolean },
): Promise<void> {
  const store = await openStore(options, 'reader');
  try {
    // Loaded for this command only: the CSV writer is many files, which a listing under a small
    // open-file limit must not open.
    const { exportLeadsCsv } = await import('../export/export-leads');
    const csv = await exportLeadsCsv(store.leads, options.officeHours, {
      since: selection.since,
      // Leads held as spam only when asked for.
      include: selection.all ? undefined : (entry) => entry.lead.held === undefined,
      onUnreadable: (entry) =>
        console.error(oneLine(`! ${entry.id}: cannot be read (${entry.problem})`)),
    });
    process.stdout.write(csv);
  } finally {
    await store.close();
  }
}

/**
 * A file named on the command line, from where the operator ran `pnpm leads` (pnpm runs this in
 * the package's folder and names the caller's in INIT_CWD).
 */
const operatorPath = (file: string) => resolve(process.env.INIT_CWD ?? '.', file);

/** `pnpm leads backup [--verify] <file>`: writes an archive of the store, or checks one. */
async function backup(options: FormServicesOptions, args: readonly string[]): Promise<number> {
  const verify = args[0] === '--verify';
  const [file, ...rest] = verify ? args.slice(1) : args;
  if (!file || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  if (verify) {
    console.log(verifiedSummary(operatorPath(file), await verifyArchive(operatorPath(file))));
    return 0;
  }
  if (!options.databaseUrl && !existsSync(options.outboxDir))
    throw new ConfigurationError(
      `There is no outbox at ${options.outboxDir} to back up: set FORMS_OUTBOX to it.`,
    );
  const store = await openStore(options, 'reader');
  try {
    const report = await writeBackup(store, operatorPath(file), new Date());
    for (const { id, problem } of report.unreadable)
      console.error(oneLine(`! ${id}: cannot be read (${problem}), left out`));
    console.log(backupSummary(store.description, operatorPath(file), report.counts));
    return 0;
  } finally {
    await store.close();
  }
}

async function main(command: string, args: readonly string[]): Promise<number> {
  const [argument = '', folder = ''] = args;
  loadRootEnv();
  const { options } = configurationFromEnv();
  if (command === 'backup') return backup(options, args);
  if (command === 'restore') {
    if (args.length !== 1) {
      console.error(USAGE);
      return 2;
    }
    console.log(await restoreBackup(options, operatorPath(argument)));
    return 0;
  }
  if (command === 'import') {
    console.log(await importOutbox(options));
    return 0;
  }
  if (command === 'csv') {
    const selection = csvArguments(args);
    if (!selection) {
      console.error(USAGE);
      return 2;
    }
    await writeCsv(options, selection);
    return 0;
  }
  const needs = new Map([
    ['list', 0],
    ['failed', 0],
    ['spam', 0],
    ['resend', 1],
    ['release', 1],
    ['erase', 1],
    ['access', 2],
  ]).get(command);
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
    if (command === 'release') {
      const file = ({ '--with-file': 'with-file', '--without-file': 'without-file' } as const)[
        args[1] ?? ''
      ];
      if (args.length > 2 || (args.length === 2 && !file)) {
        console.error(USAGE);
        return 2;
      }
      const { planStored } = leadMail(options, () => store, shownDataPath(options.mailDir));
      console.log(await releaseHeld(store, argument, planStored, new Date(), file));
      return 0;
    }
    if (command === 'spam') {
      for await (const line of heldListing(store.leads)) console.log(line);
      return 0;
    }
    if (command === 'erase') {
      const report = await eraseAddress(store.leads, argument, {
        mailDir: options.mailDir,
        webhook: options.webhook && {
          url: options.webhook.url,
          sender: webhookSender(options.webhook.secret, options.officeHours),
        },
        register: options.erasureSecret
          ? { erasures: store.erasures, secret: options.erasureSecret }
          : undefined,
        now: new Date(),
      });
      console.log(erasureSummary(report));
      return 0;
    }
    if (command === 'access') {
      const files = await exportAddress(store.leads, argument, folder);
      console.log(`Wrote ${files.length} files to ${folder}: ${files.join(', ')}`);
      return 0;
    }
    console.log(`leads: ${store.description}`);
    console.log(
      `mail: ${options.smtpUrl ? `SMTP ${new URL(options.smtpUrl).host}` : `written to ${shownDataPath(options.mailDir)}`}`,
    );
    for (const line of await openIncidentLines(store.incidents)) console.log(line);
    for await (const line of leadListing(store.leads, { failedOnly: command === 'failed' }))
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
  if (!(
    error instanceof ConfigurationError ||
    error instanceof ErasureRefused ||
    error instanceof ReleaseRefused ||
    error instanceof ArchiveRefused
  ))
    throw error;
  console.error(error.message);
  process.exitCode = 1;
}
