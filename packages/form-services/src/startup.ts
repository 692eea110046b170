import { access, constants } from 'node:fs/promises';
import type { FormServicesOptions } from './options';
import type { Outbox } from './outbox';

/**
 * A setting the services cannot run with. Its message is one line, for the operator; a server
 * that meets one stops at start rather than take leads it cannot keep or deliver.
 */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

/** Stops a start that could not keep its promises: no mail server in production, no outbox. */
export async function startupChecks(options: FormServicesOptions, outbox: Outbox): Promise<void> {
  if (options.production && !options.smtpUrl)
    throw new ConfigurationError(
      'SMTP_URL is not set: a production server (SITE_ENV=production) must mail its leads. Set SMTP_URL, e.g. smtp://user:password@smtp.example.com:587.',
    );
  try {
    await outbox.prepare();
  } catch (error) {
    throw new ConfigurationError(
      `The outbox ${outbox.dir} cannot be created (${(error as NodeJS.ErrnoException).code ?? error}). Set FORMS_OUTBOX to a folder the server can write.`,
    );
  }
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
