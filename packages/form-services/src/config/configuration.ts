import { alertFormatOf } from './alert-format';
import { ConfigurationError } from './configuration-error';
import { parsedEnv, type ServicesEnv } from './env-schema';
import {
  DEFAULT_OPTIONS,
  DEFAULT_SCAN_GIVE_UP_MS,
  resolvedOptions,
  type FormServicesOptions,
} from './options';
import type { TrustProxy } from './trust-proxy';
import { unsetLinkSecret } from '../booking-link/development-secret';

/** How a server listens, and whose word it takes for the client's address. */
export interface ServerSettings {
  /** `HOST`: the interface listened on. */
  readonly host: string;
  /** `PORT`: the site's server's port; the services alone listen on it too without `FORMS_PORT`. */
  readonly port?: number;
  /** `FORMS_PORT`: the services' port when they run alone. */
  readonly formsPort?: number;
  /** `TRUST_PROXY`, parsed (see `trustProxyFromEnv`). */
  readonly trustProxy: TrustProxy;
}

/** Everything the environment configures, settled: what the servers and `pnpm leads` run with. */
export interface ServicesConfiguration {
  readonly options: FormServicesOptions;
  readonly server: ServerSettings;
}

/** The scanner the variables name (the schema has checked that at most one does), or none. */
function scanOf(env: ServicesEnv): FormServicesOptions['scan'] {
  const clamd = env.FORMS_CLAMD_SOCKET ? { socket: env.FORMS_CLAMD_SOCKET } : env.FORMS_CLAMD_URL;
  const giveUpMs = env.FORMS_SCAN_GIVE_UP_MINUTES
    ? env.FORMS_SCAN_GIVE_UP_MINUTES * 60_000
    : DEFAULT_SCAN_GIVE_UP_MS;
  return clamd && { clamd, giveUpMs };
}

/** The checked variables as the options and server settings they configure. */
function configurationOf(env: ServicesEnv): ServicesConfiguration {
  const options = resolvedOptions({
    accessKey: env.FORMS_ACCESS_KEY ?? env.VITE_FORMS_ACCESS_KEY,
    outboxDir: env.FORMS_OUTBOX,
    outboxLeaseMs: env.FORMS_OUTBOX_LEASE_MS,
    databaseUrl: env.DATABASE_URL,
    mailDir: env.FORMS_MAIL_DIR,
    companyEmail: env.FORMS_NOTIFY_TO ?? env.VITE_COMPANY_EMAIL,
    routes: env.FORMS_ROUTES,
    smtpUrl: env.SMTP_URL,
    production: env.SITE_ENV === 'production',
    mailFrom: env.FORMS_MAIL_FROM,
    companyName: env.VITE_COMPANY_NAME,
    siteUrl: env.VITE_SITE_URL?.replace(/\/$/, ''),
    checklistPdfPath: env.FORMS_CHECKLIST_PDF,
    retentionDays: env.FORMS_RETENTION_DAYS,
    erasureSecret: env.FORMS_ERASURE_SECRET,
    linkSecret: env.FORMS_LINK_SECRET,
    // The schema has checked that the two come together.
    webhook:
      env.FORMS_WEBHOOK_URL && env.FORMS_WEBHOOK_SECRET
        ? { url: env.FORMS_WEBHOOK_URL, secret: env.FORMS_WEBHOOK_SECRET }
        : undefined,
    alerts: {
      ...DEFAULT_OPTIONS.alerts,
      to: env.FORMS_ALERT_URL
        ? {
            url: env.FORMS_ALERT_URL,
            format: alertFormatOf(env.FORMS_ALERT_URL, env.FORMS_ALERT_FORMAT),
            secret: env.FORMS_ALERT_SECRET,
          }
        : undefined,
      afterMinutes: env.FORMS_ALERT_AFTER_MINUTES ?? DEFAULT_OPTIONS.alerts.afterMinutes,
    },
    chat: {
      url: env.FORMS_CHAT_URL,
      format: env.FORMS_CHAT_FORMAT,
      fields: env.FORMS_CHAT_FIELDS ?? DEFAULT_OPTIONS.chat.fields,
    },
    scan: scanOf(env),
    scanOff: env.FORMS_SCAN === 'off',
    metrics: env.METRICS_PORT
      ? { host: env.METRICS_HOST ?? '127.0.0.1', port: env.METRICS_PORT }
      : undefined,
    rateLimitMax: env.FORMS_RATE_LIMIT,
    rateLimitWindowMs: env.FORMS_RATE_WINDOW_MS,
    delivery: {
      retryDelaysMs: env.FORMS_RETRY_DELAYS_MS,
      leaseMs: env.FORMS_LEASE_MS,
      pollEveryMs: env.FORMS_POLL_MS,
    },
  });
  const host = env.HOST ?? '127.0.0.1';
  return {
    options: {
      ...options,
      linkSecret: options.linkSecret ?? unsetLinkSecret({ ...options, host }),
    },
    server: {
      host,
      port: env.PORT,
      formsPort: env.FORMS_PORT,
      trustProxy: env.TRUST_PROXY ?? false,
    },
  };
}

/**
 * Reads the configuration from environment variables (documented in `.env.example`), checked
 * and parsed once by the services' schema: a wrong value throws a {@link ConfigurationError}
 * naming each wrong variable. Nothing reads the environment after it.
 */
export function configurationFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): ServicesConfiguration {
  const parsed = parsedEnv(env);
  if ('problems' in parsed)
    throw new ConfigurationError(`The configuration is not valid: ${parsed.problems.join('; ')}.`);
  return configurationOf(parsed.env);
}
