import { access, constants } from 'node:fs/promises';
import { ConfigurationError } from './config/configuration-error';
import type { FormServicesOptions } from './config/options';
import { OutboxHeldError } from './store/files/outbox-lock';

/**
 * Stops a start that could not keep its promises: no mail server or virus scanner in production,
 * no checklist.
 */
export async function startupChecks(options: FormServicesOptions): Promise<void> {
  if (options.production && !options.smtpUrl)
    throw new ConfigurationError(
      'SMTP_URL is not set: a production server (SITE_ENV=production) must mail its leads. Set SMTP_URL, e.g. smtp://user:password@smtp.example.com:587.',
    );
  if (options.production && !options.scan && !options.scanOff)
    throw new ConfigurationError(
      'No virus scanner is set: a production server (SITE_ENV=production) scans every upload before it is mailed. Set FORMS_CLAMD_SOCKET (e.g. /run/clamav/clamd.ctl) or FORMS_CLAMD_URL (tcp://host:3310), or FORMS_SCAN=off to run without one on purpose.',
    );
  const pdf = options.checklistPdfPath;
  if (
    pdf &&
    !(await access(pdf, constants.R_OK).then(
      () => true,
      () => false,
    ))
  )
    throw new ConfigurationError(
      `The checklist PDF ${pdf} cannot be read, so checklist leads could not be mailed their copy. Build the site first, or fix FORMS_CHECKLIST_PDF.`,
    );
}

/** Why the store could not be opened, said to the operator in one line. */
export function storeOpeningFailed(options: FormServicesOptions, error: unknown): never {
  if (error instanceof OutboxHeldError)
    throw new ConfigurationError(
      `${error.message} Two servers must not deliver from one outbox: give each its own FORMS_OUTBOX, or share a database (DATABASE_URL).`,
    );
  if (error instanceof ConfigurationError) throw error;
  const code =
    error instanceof Error && 'code' in error && typeof error.code === 'string'
      ? error.code
      : String(error);
  throw new ConfigurationError(
    `The outbox ${options.outboxDir} cannot be created (${code}). Set FORMS_OUTBOX to a folder the server can write.`,
  );
}
