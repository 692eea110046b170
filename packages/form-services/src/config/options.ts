import { LEAD_LIMITS } from '@acme/forms-client/contract';
import type { OfficeHours } from '@acme/forms-client/contract';
import { dataPath } from '../paths';
import type { Route } from '../routing/parse-routes';
import type { AlertFormat, ChatFormat } from './alert-format';
import type { ClamdAddress } from '../scan/clamd';
import { checkedOfficeHours } from './office-hours';

/** How deliveries are retried and paced. Every field has a production default. */
export interface DeliveryOptions {
  /**
   * The waits before each retry of a temporary failure; the last one repeats. Each wait is
   * stretched or shortened by up to a fifth at random, so leads queued together spread out.
   */
  readonly retryDelaysMs: readonly number[];
  /** How long temporary failures are retried before the delivery is recorded as failed. */
  readonly giveUpAfterMs: number;
  /** While the mail server is unreachable, how often one connection is tried. */
  readonly probeEveryMs: number;
  /** Connections open to the mail server at most, and so deliveries in flight. */
  readonly maxConnections: number;
  /** Waits of one SMTP connection: to connect, for the greeting, and of silence after. */
  readonly connectionTimeoutMs: number;
  readonly greetingTimeoutMs: number;
  readonly socketTimeoutMs: number;
  /** Mails one address may receive from the site in an hour; the rest are suppressed. */
  readonly visitorMailsPerHour: number;
  /** The largest file attached to a company mail; a larger one is named, not attached. */
  readonly maxAttachmentBytes: number;
  /** How often the store is asked for due mails when nothing is known to be due sooner. */
  readonly pollEveryMs: number;
  /**
   * How long a claimed mail is this server's: renewed every third of it while the mail is being
   * sent, so it outlasts the longest send; a server that dies lets its claims lapse after it.
   */
  readonly leaseMs: number;
  /** On shutdown, how long mails in flight may take to finish before their claims are let go. */
  readonly closeGraceMs: number;
  /** How often each server reads the queue's figures for `/healthz` and the metrics. */
  readonly figuresEveryMs: number;
}

/** Where incidents are posted, and when waiting deliveries make one. */
export interface AlertOptions {
  /**
   * The receiver (`FORMS_ALERT_URL`: https, plain http only to this machine), the form it takes
   * and, for a Standard Webhook, the `whsec_…` secret it is signed with. Unset, incidents are
   * still kept, logged and shown; nothing is posted.
   */
  readonly to?: { readonly url: string; readonly format: AlertFormat; readonly secret?: string };
  /** Company mails or webhooks pending longer than this are an incident. */
  readonly afterMinutes: number;
  /** The waits before each retry of an alert the receiver did not take; the last one repeats. */
  readonly retryDelaysMs: readonly number[];
}

/** Where each new lead's short message is posted, and what it shows. */
export interface ChatOptions {
  /**
   * `FORMS_CHAT_URL`: the channel's incoming webhook (Slack) or workflow (Teams) a lead goes to
   * when no route of its own names one; unset, only the routes' channels get messages.
   */
  readonly url?: string;
  /** `FORMS_CHAT_FORMAT`: the form for an address whose host names neither Slack nor Teams. */
  readonly format?: ChatFormat;
  /** `FORMS_CHAT_FIELDS`: the visitor's fields shown, by wire name; the name alone by default. */
  readonly fields: readonly string[];
}

/** Where clamd is, and how long a lead's mails wait for a scan that keeps failing. */
export interface ScanOptions {
  readonly clamd: ClamdAddress;
  /** `FORMS_SCAN_GIVE_UP_MINUTES` (default 60), in ms: then the mails go out, marked not scanned. */
  readonly giveUpMs: number;
}

/** The scan's wait for clamd before the mails go out unscanned: an hour. */
export const DEFAULT_SCAN_GIVE_UP_MS = 3_600_000;

/** How the local form services run. Every field has a development default. */
export interface FormServicesOptions {
  /** The form-mail access key submissions must carry. */
  readonly accessKey: string;
  /**
   * The file engine's folder: every lead a JSON file (relative: to the repository root). Used
   * when no `databaseUrl` is set.
   */
  readonly outboxDir: string;
  /**
   * How long a server's lock on the outbox outlives it, should it die: it renews the lock every
   * half of it, and a restart on the folder waits at most this long. Unset: 10 s.
   */
  readonly outboxLeaseMs?: number;
  /** `postgres://…`: leads are kept in PostgreSQL, shared by every server given the same one. */
  readonly databaseUrl?: string;
  /** Where mails are written as `.eml` files when no `smtpUrl` is set (relative: as above). */
  readonly mailDir: string;
  /**
   * Where leads are mailed, unless {@link FormServicesOptions.routes} sends a form elsewhere; the
   * daily digest always comes here (the alerts are never mailed: they are posted to
   * `alerts.to.url`).
   */
  readonly companyEmail: string;
  /** `FORMS_ROUTES`: who gets a form's company mail, by form and by a field's value. */
  readonly routes: readonly Route[];
  /** `smtp://user:pass@host:port`; unset, mails are written to `mailDir` instead. */
  readonly smtpUrl?: string;
  /** A production run: refuses to start without `smtpUrl`, rather than mail nobody. */
  readonly production: boolean;
  /** The sender of every mail. */
  readonly mailFrom: string;
  /** The company name visitor mails are signed with. */
  readonly companyName: string;
  /** The site's public address, for links in visitor mails. */
  readonly siteUrl: string;
  /**
   * `FORMS_LINK_SECRET`: the key of the links a booking's mails carry to its page, where the
   * visitor moves or cancels it. Unset, the mails carry none and `POST /api/booking-link` answers 404.
   */
  readonly linkSecret?: string;
  /** The calculator's path on the site: a saved quote's link reopens it there. */
  readonly calculatorPath: string;
  /**
   * Where every lead is posted as a signed `lead.created` webhook (https; http only on loopback),
   * with the `whsec_…` secret it is signed with; unset, no webhook.
   */
  readonly webhook?: { readonly url: string; readonly secret: string };
  /** Incidents: when waiting deliveries make one, and where each is posted. */
  readonly alerts: AlertOptions;
  /** A message per new lead in the company's chat (`FORMS_CHAT_URL`, or a route's channel). */
  readonly chat: ChatOptions;
  /**
   * The key of the erasure register's hashes (`FORMS_ERASURE_SECRET`): `pnpm leads erase` records
   * a keyed hash of each erased address, and a restore leaves those addresses' leads out. Unset,
   * erasures are not registered and a restore refuses.
   */
  readonly erasureSecret?: string;
  /**
   * How many days a lead is kept; older ones are deleted at start and once a day. Unset (the
   * default), nothing is deleted.
   */
  readonly retentionDays?: number;
  /** The period the site's privacy policy states for enquiries, in months. */
  readonly statedRetentionMonths: number;
  /** The office's hours, in which a reply promised in business days is counted. */
  readonly officeHours: OfficeHours;
  /**
   * The virus scan of uploads (`FORMS_CLAMD_SOCKET` or `FORMS_CLAMD_URL`): unset, files go out
   * unscanned; `scanOff` says so on purpose (`FORMS_SCAN=off`), which production needs.
   */
  readonly scan?: ScanOptions;
  readonly scanOff: boolean;
  /** The checklist PDF a checklist lead is mailed; unset, that lead gets no copy. */
  readonly checklistPdfPath?: string;
  /** Submissions one client may make per window. */
  readonly rateLimitMax: number;
  readonly rateLimitWindowMs: number;
  /** The largest JSON or URL-encoded body, and all multipart text fields together. */
  readonly bodyLimitBytes: number;
  /** The largest RFI/RFP attachment accepted. */
  readonly maxFileBytes: number;
  readonly delivery: DeliveryOptions;
  /**
   * Where the Prometheus metrics are served (`METRICS_HOST`, `METRICS_PORT`), on a listener of
   * their own; unset, none.
   */
  readonly metrics?: { readonly host: string; readonly port: number };
}

/** Retries, pool and limits as production runs them. */
export const DEFAULT_DELIVERY: DeliveryOptions = {
  retryDelaysMs: [10_000, 30_000, 120_000, 600_000, 3_600_000],
  giveUpAfterMs: 3 * 24 * 3_600_000,
  probeEveryMs: 30_000,
  maxConnections: 3,
  connectionTimeoutMs: 10_000,
  greetingTimeoutMs: 10_000,
  socketTimeoutMs: 30_000,
  visitorMailsPerHour: 3,
  // About 9.5 MB once base64-encoded: under the 10 MB most mail servers take.
  maxAttachmentBytes: 7 * 1024 * 1024,
  pollEveryMs: 2_000,
  leaseMs: 120_000,
  closeGraceMs: 30_000,
  figuresEveryMs: 5_000,
};

/**
 * The office hours the site states (Sunday to Thursday, 09:00 to 18:00, UAE time); the site's
 * server passes its configuration's own, and `pnpm leads` counts with these.
 *
 * @example
 * DEFAULT_OFFICE_HOURS.closes - DEFAULT_OFFICE_HOURS.opens; // => 9
 */
export const DEFAULT_OFFICE_HOURS: OfficeHours = { days: [0, 1, 2, 3, 4], opens: 9, closes: 18 };

/** The defaults: a development key, `.data/outbox` and `.data/mail`, 20 submissions a minute. */
export const DEFAULT_OPTIONS: FormServicesOptions = {
  accessKey: 'local-dev-key',
  outboxDir: '.data/outbox',
  mailDir: '.data/mail',
  companyEmail: 'info@example.ae',
  routes: [],
  production: false,
  scanOff: false,
  mailFrom: 'Website leads <website@localhost>',
  companyName: 'Acme IT Services',
  siteUrl: 'http://127.0.0.1:4173',
  calculatorPath: '/pricing',
  // The privacy policy's "Enquiries are kept for up to 24 months".
  statedRetentionMonths: 24,
  officeHours: DEFAULT_OFFICE_HOURS,
  rateLimitMax: 20,
  rateLimitWindowMs: 60_000,
  bodyLimitBytes: LEAD_LIMITS.textBytes,
  maxFileBytes: LEAD_LIMITS.fileBytes,
  delivery: DEFAULT_DELIVERY,
  // The first retry of an alert within a minute, then every five.
  alerts: { afterMinutes: 15, retryDelaysMs: [30_000, 60_000, 300_000] },
  // A channel is read more widely than the inbox: the visitor's e-mail and phone only when named.
  chat: { fields: ['name'] },
};

/** Options a caller sets; the rest, and a delivery setting left out, are the defaults. */
export type FormServicesOverrides = Partial<Omit<FormServicesOptions, 'delivery'>> & {
  readonly delivery?: Partial<DeliveryOptions>;
};

/** The entries that are set: an `undefined` one leaves the default. */
const setEntries = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

/**
 * The finished options a server runs with: the defaults, then `overrides`, merged once; relative
 * data paths are the repository root's, wherever this process was started.
 */
export function resolvedOptions(overrides: FormServicesOverrides = {}): FormServicesOptions {
  const configured = { ...DEFAULT_OPTIONS, ...setEntries(overrides) };
  return {
    ...configured,
    outboxDir: dataPath(configured.outboxDir),
    mailDir: dataPath(configured.mailDir),
    checklistPdfPath: configured.checklistPdfPath && dataPath(configured.checklistPdfPath),
    officeHours: checkedOfficeHours(configured.officeHours),
    delivery: { ...DEFAULT_DELIVERY, ...setEntries(overrides.delivery ?? {}) },
  };
}
