import * as v from 'valibot';
import { trustProxyFromEnv } from './trust-proxy';
import { validateDatabaseUrl } from '../store/postgres/url';
import { checkWebhookUrl } from '../webhooks/webhook-url';

const text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));
const whole = (what: string) => v.pipe(v.string(), v.regex(/^\d+$/, `must be ${what}`));
const positive = (what: string) =>
  v.pipe(v.string(), v.regex(/^\d*[1-9]\d*$/, `must be ${what} above 0`));
const port = v.pipe(
  whole('a port number'),
  v.check(
    (value) => Number(value) > 0 && Number(value) < 65_536,
    'must be a port number (1–65535)',
  ),
);

/** A variable checked by the function that reads it; its message, less the variable's name. */
const checkedBy = (read: (value: string) => unknown, name: string) =>
  v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      try {
        read(dataset.value);
      } catch (error) {
        addIssue({
          message: (error instanceof Error ? error.message : String(error)).replace(
            new RegExp(`^${name} `),
            '',
          ),
        });
      }
    }),
  );

/**
 * The form services' variables (documented in `.env.example`), one schema for the site's build
 * check and the servers' start: a wrong value stops either, naming the variable.
 */
export const SERVICES_ENV_ENTRIES = {
  PORT: port,
  FORMS_PORT: port,
  HOST: text,
  TRUST_PROXY: checkedBy(trustProxyFromEnv, 'TRUST_PROXY'),
  FORMS_ACCESS_KEY: text,
  FORMS_OUTBOX: text,
  FORMS_MAIL_DIR: text,
  FORMS_CHECKLIST_PDF: text,
  FORMS_NOTIFY_TO: v.pipe(v.string(), v.email('must be an email address, e.g. info@company.ae')),
  FORMS_MAIL_FROM: text,
  SMTP_URL: v.pipe(
    v.string(),
    v.regex(/^smtps?:\/\/[^/\s]+/, 'must be smtp://user:password@host:port or smtps://…'),
  ),
  DATABASE_URL: checkedBy(validateDatabaseUrl, 'DATABASE_URL'),
  FORMS_RATE_LIMIT: positive('a whole number'),
  FORMS_RATE_WINDOW_MS: positive('a whole number of milliseconds'),
  FORMS_RETRY_DELAYS_MS: v.pipe(
    v.string(),
    v.regex(/^\d+(,\d+)*$/, 'must be milliseconds separated by commas, e.g. 10000,30000'),
  ),
  FORMS_WEBHOOK_URL: checkedBy(checkWebhookUrl, 'FORMS_WEBHOOK_URL'),
  FORMS_WEBHOOK_SECRET: v.pipe(
    v.string(),
    v.regex(
      /^whsec_[A-Za-z0-9+/]{24,}={0,2}$/,
      'must be a Standard Webhooks secret: whsec_ and at least 24 base64 characters',
    ),
  ),
  FORMS_RETENTION_DAYS: positive('a whole number of days'),
  FORMS_LEASE_MS: positive('a whole number of milliseconds'),
  FORMS_POLL_MS: positive('a whole number of milliseconds'),
} as const;

/** Every services variable, optional: unset (or blank), the default applies. */
export const SERVICES_ENV_SCHEMA = v.partial(v.object(SERVICES_ENV_ENTRIES));

/** The services' variables as checked. */
export type ServicesEnv = v.InferOutput<typeof SERVICES_ENV_SCHEMA>;

/** The variables that are set: a blank one counts as unset. */
export const setVariables = (env: Readonly<Record<string, string | undefined>>) =>
  Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '',
    ),
  );

/**
 * The problems of an environment, one line each (`FORMS_RATE_LIMIT must be a whole number`), or
 * none.
 *
 * @example
 * envProblems({ FORMS_RATE_LIMIT: 'abc' }); // => ['FORMS_RATE_LIMIT must be a whole number above 0']
 * envProblems({ FORMS_RATE_LIMIT: '20', FORMS_OUTBOX: '' }); // => []
 */
export function envProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const set = setVariables(env);
  const parsed = v.safeParse(SERVICES_ENV_SCHEMA, set);
  const problems = parsed.success
    ? []
    : parsed.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`);
  // A webhook is signed, or not sent: one of the two alone is a mistake.
  if (Boolean(set.FORMS_WEBHOOK_URL) !== Boolean(set.FORMS_WEBHOOK_SECRET))
    problems.push(
      set.FORMS_WEBHOOK_URL
        ? 'FORMS_WEBHOOK_SECRET must be set with FORMS_WEBHOOK_URL (the whsec_… secret the receiver verifies with)'
        : 'FORMS_WEBHOOK_URL must be set with FORMS_WEBHOOK_SECRET',
    );
  return problems;
}
