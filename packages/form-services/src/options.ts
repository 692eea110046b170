import { MAX_RFI_FILE_BYTES } from '@acme/forms-client';

/** How the local form services run. Every field has a development default. */
export interface FormServicesOptions {
  /** The form-mail access key submissions must carry. */
  readonly accessKey: string;
  /** Where accepted leads are written, one JSON file each. */
  readonly outboxDir: string;
  /** Where leads are mailed when `smtpUrl` is set. */
  readonly companyEmail: string;
  /** `smtp://user:pass@host:port`; unset, leads are only written to the outbox. */
  readonly smtpUrl?: string;
  /** The sender of lead mails. */
  readonly mailFrom: string;
  /** Submissions one client may make per window. */
  readonly rateLimitMax: number;
  readonly rateLimitWindowMs: number;
  /** The largest JSON or URL-encoded body accepted. */
  readonly bodyLimitBytes: number;
  /** The largest RFI/RFP attachment accepted. */
  readonly maxFileBytes: number;
}

/** The defaults: a development key, `.data/outbox`, 20 submissions a minute per client. */
export const DEFAULT_OPTIONS: FormServicesOptions = {
  accessKey: 'local-dev-key',
  outboxDir: '.data/outbox',
  companyEmail: 'info@example.ae',
  mailFrom: 'Website leads <website@localhost>',
  rateLimitMax: 20,
  rateLimitWindowMs: 60_000,
  bodyLimitBytes: 64 * 1024,
  maxFileBytes: MAX_RFI_FILE_BYTES,
};

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** Reads the options from environment variables (documented in `.env.example`). */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): FormServicesOptions {
  return {
    accessKey: env.FORMS_ACCESS_KEY || env.VITE_FORMS_ACCESS_KEY || DEFAULT_OPTIONS.accessKey,
    outboxDir: env.FORMS_OUTBOX || DEFAULT_OPTIONS.outboxDir,
    companyEmail: env.FORMS_NOTIFY_TO || env.VITE_COMPANY_EMAIL || DEFAULT_OPTIONS.companyEmail,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.FORMS_MAIL_FROM || DEFAULT_OPTIONS.mailFrom,
    rateLimitMax: positiveInteger(env.FORMS_RATE_LIMIT, DEFAULT_OPTIONS.rateLimitMax),
    rateLimitWindowMs: positiveInteger(env.FORMS_RATE_WINDOW_MS, DEFAULT_OPTIONS.rateLimitWindowMs),
    bodyLimitBytes: DEFAULT_OPTIONS.bodyLimitBytes,
    maxFileBytes: DEFAULT_OPTIONS.maxFileBytes,
  };
}
