import type { FormServicesOptions } from './config/options';
import { holdOutboxFor } from './command-hold';
import { ConfigurationError } from './config/configuration-error';
import { openFileStore } from './store/files/file-store';
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
  // Held for the whole copy; should another process take it all the same (this one stalled past
  // its lease), the copy stops there.
  const { checkHeld, letGo } = await holdOutboxFor(options, 'pnpm leads import', 'import').catch(
    (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new ConfigurationError(
          `There is no outbox at ${options.outboxDir} to import: set FORMS_OUTBOX to it.`,
        );
      throw error;
    },
  );
  const files = await openFileStore({ dir: options.outboxDir, openedBy: 'reader' });
  const database = createPostgresStore({ url: options.databaseUrl });
  let imported = 0;
  let present = 0;
  const unreadable: string[] = [];
  try {
    for await (const entry of files.leads.list()) {
      checkHeld();
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
