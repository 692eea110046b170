import * as v from 'valibot';
import { parseRoutes } from '../routing/parse-routes';
import { clamdUrl } from '../scan/clamd';
import { validateDatabaseUrl } from '../store/postgres/url';
import { checkWebhookUrl } from '../webhooks/webhook-url';
import { ALERT_FORMATS, alertFormatOf } from './alert-format';
import { trustProxyFromEnv } from './trust-proxy';

const text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));
const whole = (what: string) => v.pipe(v.string(), v.regex(/^\d+$/, `must be ${what}`));
const positive = (what: string) =>
  v.pipe(v.string(), v.regex(/^\d*[1-9]\d*$/, `must be ${what} above 0`), v.transform(Number));
const port = v.pipe(
  whole('a port number'),
  v.transform(Number),
  v.check((value) => value > 0 && value < 65_536, 'must be a port number (1–65535)'),
);

const whsecSecret = v.pipe(
  v.string(),
  v.regex(
    /^whsec_[A-Za-z0-9+/]{24,}={0,2}$/,
    'must be a Standard Webhooks secret: whsec_ and at least 24 base64 characters',
  ),
);

/**
 * A variable read by the function that parses it: its value is what the function returns, its
 * problem the function's message, less the variable's name.
 */
const parsedBy = <T>(parse: (value: string) => T, name: string) =>
  v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return parse(dataset.value);
      } catch (error) {
        addIssue({
          message: (error instanceof Error ? error.message : String(error)).replace(
            new RegExp(`^${name} `),
            '',
          ),
        });
        return NEVER;
      }
    }),
  );

/** A variable checked by a function that throws on a wrong value, kept as it is written. */
const checkedBy = (check: (value: string) => void, name: string) =>
  parsedBy((value) => {
    check(value);
    return value;
  }, name);

/**
 * The form services' variables (documented in `.env.example`), one schema for the site's build
 * check and the servers' start: a wrong value stops either, naming the variable.
 */
export const SERVICES_ENV_ENTRIES = {
  PORT: port,
  FORMS_PORT: port,
  HOST: text,
  TRUST_PROXY: parsedBy(trustProxyFromEnv, 'TRUST_PROXY'),
  FORMS_ACCESS_KEY: text,
  FORMS_OUTBOX: text,
  // The lock takes no lease under 2 s (it is renewed every half, at most once a second), and a
  // restart must not wait longer than 30 s.
  FORMS_OUTBOX_LEASE_MS: v.pipe(
    whole('a whole number of milliseconds'),
    v.transform(Number),
    v.check((value) => value >= 2_000 && value <= 30_000, 'must be 2000 to 30000 milliseconds'),
  ),
  FORMS_MAIL_DIR: text,
  FORMS_CHECKLIST_PDF: text,
  FORMS_NOTIFY_TO: v.pipe(v.string(), v.email('must be an email address, e.g. info@company.ae')),
  // Per form (and by a field's value), who gets the company mail; FORMS_NOTIFY_TO gets the rest.
  FORMS_ROUTES: parsedBy(parseRoutes, 'FORMS_ROUTES'),
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
    v.transform((value) => value.split(',').map(Number)),
  ),
  FORMS_WEBHOOK_URL: checkedBy(checkWebhookUrl, 'FORMS_WEBHOOK_URL'),
  FORMS_WEBHOOK_SECRET: whsecSecret,
  FORMS_ALERT_URL: checkedBy((url) => checkWebhookUrl(url, 'FORMS_ALERT_URL'), 'FORMS_ALERT_URL'),
  FORMS_ALERT_SECRET: whsecSecret,
  FORMS_ALERT_FORMAT: v.picklist(ALERT_FORMATS, `must be one of ${ALERT_FORMATS.join(', ')}`),
  FORMS_ALERT_AFTER_MINUTES: positive('a whole number of minutes'),
  // Keys the erasure register's hashes of addresses: guessable, an address could be tested
  // against the register, so at least 32 characters (e.g. `openssl rand -hex 32`).
  FORMS_ERASURE_SECRET: v.pipe(
    v.string(),
    v.regex(
      /^\S{32,}$/,
      'must be at least 32 characters without spaces, e.g. openssl rand -hex 32',
    ),
  ),
  // Signs the links of booking mails (moving or cancelling a booking): a short one could be
  // guessed, so at least 32 characters (e.g. `openssl rand -hex 32`).
  FORMS_LINK_SECRET: v.pipe(
    v.string(),
    v.regex(
      /^\S{32,}$/,
      'must be at least 32 characters without spaces, e.g. openssl rand -hex 32',
    ),
  ),
  FORMS_RETENTION_DAYS: positive('a whole number of days'),
  FORMS_LEASE_MS: positive('a whole number of milliseconds'),
  FORMS_POLL_MS: positive('a whole number of milliseconds'),
  METRICS_PORT: port,
  METRICS_HOST: text,
  FORMS_CLAMD_SOCKET: v.pipe(
    v.string(),
    v.regex(/^\/\S+$/, "must be the absolute path of clamd's socket, e.g. /run/clamav/clamd.ctl"),
  ),
  FORMS_CLAMD_URL: parsedBy((value) => {
    const address = clamdUrl(value);
    if (!address) throw new Error('must be tcp://host:port, e.g. tcp://clamav:3310');
    return address;
  }, 'FORMS_CLAMD_URL'),
  FORMS_SCAN: v.picklist(['off'], 'must be off (to run without a scanner on purpose) or unset'),
  FORMS_SCAN_GIVE_UP_MINUTES: positive('a whole number of minutes'),
} as const;

/**
 * The site's variables the services fall back on (its form key, company address and name, public
 * address, and whether it is production): the site's build checks them; read here as written.
 */
const SITE_FALLBACKS = {
  VITE_FORMS_ACCESS_KEY: v.string(),
  VITE_COMPANY_EMAIL: v.string(),
  VITE_COMPANY_NAME: v.string(),
  VITE_SITE_URL: v.string(),
  SITE_ENV: v.string(),
} as const;

/**
 * Every variable the services read, optional: unset (or blank), the default applies. Numbers,
 * lists and the proxy setting come out parsed.
 */
const SERVICES_ENV_SCHEMA = v.pipe(
  v.partial(v.object({ ...SERVICES_ENV_ENTRIES, ...SITE_FALLBACKS })),
  // A webhook is signed, or not sent: one of the two alone is a mistake.
  // Run whether or not the entries passed, so the pair's problem is named beside theirs.
  v.rawCheck(({ dataset, addIssue }) => {
    const set = dataset.value as { FORMS_WEBHOOK_URL?: unknown; FORMS_WEBHOOK_SECRET?: unknown };
    const url = Boolean(set.FORMS_WEBHOOK_URL);
    if (url !== Boolean(set.FORMS_WEBHOOK_SECRET))
      addIssue({
        message: url
          ? 'FORMS_WEBHOOK_SECRET must be set with FORMS_WEBHOOK_URL (the whsec_… secret the receiver verifies with)'
          : 'FORMS_WEBHOOK_URL must be set with FORMS_WEBHOOK_SECRET',
      });
  }),
  // Alerts go to one receiver: its settings alone are a mistake, and a Standard Webhook is signed.
  v.rawCheck(({ dataset, addIssue }) => {
    const set = dataset.value as Record<string, unknown>;
    const url = set['FORMS_ALERT_URL'];
    for (const name of ['FORMS_ALERT_SECRET', 'FORMS_ALERT_FORMAT'])
      if (set[name] && !url) addIssue({ message: `${name} must be set with FORMS_ALERT_URL` });
    const format = set['FORMS_ALERT_FORMAT'] as 'standard' | undefined;
    if (
      typeof url === 'string' &&
      alertFormatOf(url, format) === 'standard' &&
      !set['FORMS_ALERT_SECRET']
    )
      addIssue({
        message:
          'FORMS_ALERT_SECRET must be set for a Standard Webhooks alert receiver (the whsec_… secret it verifies with); a Slack or Teams address, or FORMS_ALERT_FORMAT=slack|teams, needs none',
      });
  }),
  // The metrics listen only where METRICS_PORT says, never on the public port.
  v.rawCheck(({ dataset, addIssue }) => {
    const set = dataset.value as Record<string, unknown>;
    if (set['METRICS_HOST'] && !set['METRICS_PORT'])
      addIssue({
        message: 'METRICS_HOST must be set with METRICS_PORT (no metrics are served without it)',
      });
    const metricsPort = set['METRICS_PORT'];
    for (const name of ['FORMS_PORT', 'PORT'])
      if (metricsPort && set[name] === metricsPort)
        addIssue({
          message: `METRICS_PORT must differ from ${name} (the metrics have a listener of their own)`,
        });
  }),
  // One scanner, reached one way; FORMS_SCAN=off says there is none.
  v.rawCheck(({ dataset, addIssue }) => {
    const set = dataset.value as Record<string, unknown>;
    const socket = Boolean(set['FORMS_CLAMD_SOCKET']);
    const url = Boolean(set['FORMS_CLAMD_URL']);
    if (socket && url)
      addIssue({
        message:
          'FORMS_CLAMD_SOCKET and FORMS_CLAMD_URL must not both be set (clamd is reached one way)',
      });
    if (set['FORMS_SCAN'] && (socket || url))
      addIssue({
        message: 'FORMS_SCAN=off must not be set with FORMS_CLAMD_SOCKET or FORMS_CLAMD_URL',
      });
  }),
);

/** The variables as checked and parsed. */
export type ServicesEnv = v.InferOutput<typeof SERVICES_ENV_SCHEMA>;

/** The variables that are set: a blank one counts as unset. */
const setVariables = (env: Readonly<Record<string, string | undefined>>) =>
  Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '',
    ),
  );

/**
 * An environment's services variables, parsed, or its problems, one line each
 * (`FORMS_RATE_LIMIT must be a whole number above 0`).
 */
export function parsedEnv(
  env: Readonly<Record<string, string | undefined>>,
): { readonly env: ServicesEnv } | { readonly problems: string[] } {
  const parsed = v.safeParse(SERVICES_ENV_SCHEMA, setVariables(env));
  if (parsed.success) return { env: parsed.output };
  return {
    problems: parsed.issues.map((issue) => {
      const name = v.getDotPath(issue);
      return name === null ? issue.message : `${name} ${issue.message}`;
    }),
  };
}

/**
 * The problems of an environment, one line each, or none.
 *
 * @example
 * envProblems({ FORMS_RATE_LIMIT: 'abc' }); // => ['FORMS_RATE_LIMIT must be a whole number above 0']
 * envProblems({ FORMS_RATE_LIMIT: '20', FORMS_OUTBOX: '' }); // => []
 */
export function envProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const parsed = parsedEnv(env);
  return 'problems' in parsed ? parsed.problems : [];
}
