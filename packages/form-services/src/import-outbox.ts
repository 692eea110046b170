import type { FormServicesOptions } from './config/options';
import { ConfigurationError } from './config/configuration-error';
import { openFileStore } from './store/files/file-store';
import { holdOutbox, OutboxHeldError } from './store/files/outbox-lock';
import { createPostgresStore } from './store/postgres';

/**
 * Copies a file outbox into PostgreSQL, each lead with its attachment and each mail's delivery
 * state, so nothing delivered is sent again. The files are kept. A lead already in the database
 * is left as it is, so a second run imports nothing twice. Refused while a server holds the
 * outbox: it would go on changing delivery states the copy would not see.
 */
export async function importOutbox(
  options: Pick<FormServicesOptions, 'outboxDir' | 'databaseUrl' | 'outboxLeaseMs'>,
): Promise<string> {
  if (!options.databaseUrl)
    throw new ConfigurationError('pnpm leads import copies into PostgreSQL: set DATABASE_URL.');
  // Held for the whole copy, so no server starts on the outbox halfway through it.
  const { letGo } = await holdOutbox(
    options.outboxDir,
    'pnpm leads import',
    options.outboxLeaseMs,
  ).catch((error: unknown) => {
    if (error instanceof OutboxHeldError)
      throw new ConfigurationError(`${error.message} Stop it, then import.`);
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new ConfigurationError(
        `There is no outbox at ${options.outboxDir} to import: set FORMS_OUTBOX to it.`,
      );
    throw error;
  });
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
    await letGo();
  }
  const skipped = unreadable.length
    ? ` ${unreadable.length} could not be read and were left: ${unreadable.join(', ')}.`
    : '';
  return `Imported ${imported} leads from ${files.dir} into ${database.description}; ${present} were there already.${skipped}`;
}
