import type { FormServicesOptions } from './config/options';
import { ConfigurationError } from './config/configuration-error';
import { openFileStore } from './store/files/file-store';
import { outboxHolder } from './store/files/outbox-lock';
import { createPostgresStore } from './store/postgres';

/**
 * Copies a file outbox into PostgreSQL, each lead with its attachment and each mail's delivery
 * state, so nothing delivered is sent again. The files are kept. A lead already in the database
 * is left as it is, so a second run imports nothing twice. Refused while a server holds the
 * outbox: it would go on changing delivery states the copy would not see.
 */
export async function importOutbox(
  options: Pick<FormServicesOptions, 'outboxDir' | 'databaseUrl'>,
): Promise<string> {
  if (!options.databaseUrl)
    throw new ConfigurationError('pnpm leads import copies into PostgreSQL: set DATABASE_URL.');
  const holder = await outboxHolder(options.outboxDir);
  if (holder !== null)
    throw new ConfigurationError(
      `The outbox ${options.outboxDir} is held by a running server (process ${holder}). Stop it, then import.`,
    );
  const files = await openFileStore({ dir: options.outboxDir, openedBy: 'reader' });
  const database = createPostgresStore({ url: options.databaseUrl });
  let imported = 0;
  let present = 0;
  const unreadable: string[] = [];
  try {
    for await (const entry of files.leads.list()) {
      if ('problem' in entry) {
        unreadable.push(entry.id);
        continue;
      }
      const added = await database.leads.importLead(
        entry,
        await files.leads.attachment(entry.lead),
      );
      if (added) imported += 1;
      else present += 1;
    }
  } finally {
    await database.close();
    await files.close();
  }
  const skipped = unreadable.length
    ? ` ${unreadable.length} could not be read and were left: ${unreadable.join(', ')}.`
    : '';
  return `Imported ${imported} leads from ${files.dir} into ${database.description}; ${present} were there already.${skipped}`;
}
