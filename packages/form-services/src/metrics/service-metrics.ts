import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { QueueReading } from '../delivery/queue-watch';
import type { AttemptOutcome } from '../delivery/queue';
import { DELIVERY_KINDS, channelOf, type DeliveryKind } from '../store/delivery-record';
import { oldestPendingSeconds } from '../store/queue-figures';

/** Seconds a mail server or a CRM may take: 50 ms to the webhook's 10 s timeout and beyond. */
const SEND_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The form services' own metrics (`forms_…`) in a registry of their own. Labels are closed lists
 * (form, kind, outcome, route pattern, status): never anything a visitor typed or sent. The
 * queue's gauges are the shared store's figures, the same on every server reading one database.
 */
/** The directives a policy can name: a label stays one of these (or `other`), whatever was posted. */
const DIRECTIVES = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'object-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'require-trusted-types-for',
  'trusted-types',
]);

/**
 * A reported directive as a metric's label.
 *
 * @example
 * reportedDirective('script-src-elem'); // => 'script-src-elem'
 * reportedDirective('anything a client posts'); // => 'other'
 */
export const reportedDirective = (directive: string) =>
  DIRECTIVES.has(directive) ? directive : 'other';

export function serviceMetrics(reading: () => QueueReading, now: () => Date) {
  const registry = new Registry();
  const registers = [registry];

  const leads = new Counter({
    name: 'forms_leads_total',
    help: 'Leads accepted by this server, by form; held="true" for those the spam rules held.',
    labelNames: ['form', 'held'] as const,
    registers,
  });
  const attempts = new Counter({
    name: 'forms_delivery_attempts_total',
    help: 'Delivery attempts made by this server, by kind and outcome (delivered, deferred, failed).',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const deliveries = new Counter({
    name: 'forms_deliveries_total',
    help: 'Deliveries finished by this server, by kind and outcome (delivered, failed).',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const webhookSeconds = new Histogram({
    name: 'forms_webhook_duration_seconds',
    help: 'How long the webhook receiver took to answer an attempt, whatever it answered.',
    buckets: SEND_BUCKETS,
    registers,
  });
  const smtpSeconds = new Histogram({
    name: 'forms_smtp_duration_seconds',
    help: 'How long sending one mail took (SMTP; the .eml write without SMTP_URL), by kind.',
    labelNames: ['kind'] as const,
    buckets: SEND_BUCKETS,
    registers,
  });
  const cspViolations = new Counter({
    name: 'forms_csp_violations_total',
    help: "Violations of the pages' Content-Security-Policy reported to this server, by directive ('other' for one the policy does not use).",
    labelNames: ['directive'] as const,
    registers,
  });
  const requests = new Counter({
    name: 'forms_http_requests_total',
    help: "HTTP requests answered by the form services, by route pattern and status ('unmatched' for no route).",
    labelNames: ['route', 'status'] as const,
    registers,
  });

  new Gauge({
    name: 'forms_deliveries_pending',
    help: 'Deliveries waiting in the shared store, by kind (claimed ones included).',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      const { figures } = reading();
      this.reset();
      if (figures) for (const kind of DELIVERY_KINDS) this.set({ kind }, figures.pending[kind]);
    },
  });
  new Gauge({
    name: 'forms_deliveries_failed',
    help: 'Deliveries in the shared store that failed for good, by kind (until resent or erased).',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      const { figures } = reading();
      this.reset();
      if (figures) for (const kind of DELIVERY_KINDS) this.set({ kind }, figures.failed[kind]);
    },
  });
  new Gauge({
    name: 'forms_delivery_oldest_pending_seconds',
    help: 'How long the longest-waiting pending delivery of the shared store has waited (0: none).',
    registers,
    collect() {
      const { figures } = reading();
      this.reset();
      if (figures) this.set(oldestPendingSeconds(figures, now().getTime()));
    },
  });
  new Gauge({
    name: 'forms_store_up',
    help: "1 when the store answered this server's last reading (every few seconds), else 0.",
    registers,
    collect() {
      this.set(reading().storeUp ? 1 : 0);
    },
  });
  new Gauge({
    name: 'forms_store_ping_seconds',
    help: "How long the store took to answer this server's last ping.",
    registers,
    collect() {
      const { pingSeconds } = reading();
      this.reset();
      if (pingSeconds !== null) this.set(pingSeconds);
    },
  });

  return {
    registry,
    /** A new lead was kept (a repeat is not one). */
    leadAccepted: (form: string, held: boolean): void => {
      leads.inc({ form, held: String(held) });
    },
    /** One delivery attempt's outcome and how long its receiver took. */
    attempted: (kind: DeliveryKind, outcome: AttemptOutcome, seconds: number): void => {
      attempts.inc({ kind, outcome });
      if (outcome !== 'deferred') deliveries.inc({ kind, outcome });
      if (channelOf(kind) === 'webhook') webhookSeconds.observe(seconds);
      else smtpSeconds.observe({ kind }, seconds);
    },
    /** A page reported a violation of its policy (the directive bounded, as a browser can send anything). */
    cspViolated: (directive: string): void => {
      cspViolations.inc({ directive: reportedDirective(directive) });
    },
    /** A request was answered. */
    answered: (route: string | undefined, status: number): void => {
      requests.inc({ route: route ?? 'unmatched', status: String(status) });
    },
  };
}

export type ServiceMetrics = ReturnType<typeof serviceMetrics>;
