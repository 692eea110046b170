/**
 * What a delivery is: the company's lead mail, the visitor's own copy, the lead posted to the
 * company's CRM as a signed webhook, or its short message in the company's chat channel; and the
 * mails and webhook again for the latest change a visitor made to a booking through its link
 * (`…-change`: each change plans them again, replacing the last).
 */
export const DELIVERY_KINDS = [
  'company',
  'visitor',
  'webhook',
  'chat',
  'company-change',
  'visitor-change',
  'webhook-change',
] as const;

export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** Who a delivery is for, whether it tells of a new lead or of a booking's change. */
export type DeliveryChannel = 'company' | 'visitor' | 'webhook' | 'chat';

/**
 * The channel of a delivery kind.
 *
 * @example
 * channelOf('visitor-change'); // => 'visitor'
 * channelOf('webhook'); // => 'webhook'
 */
export const channelOf = (kind: DeliveryKind): DeliveryChannel =>
  kind.replace(/-change$/, '') as DeliveryChannel;

/**
 * Where a delivery stands: `pending` until sent; `delivered` once the mail server took it (or
 * its `.eml` file was written); `failed` after a permanent refusal or days of temporary ones;
 * `suppressed` when the address had its hourly share of visitor mail, or a booking change's delivery
 * tells of a change the lead does not have (never sent later).
 */
export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'suppressed';

/** One mail of a lead, as its state is kept on disk. */
export interface Delivery {
  readonly kind: DeliveryKind;
  /**
   * Where it goes: the webhook's or chat channel's URL, or the mail's addresses (a company mail routed to several
   * has them all, separated by `, `).
   */
  readonly to: string;
  /**
   * Of a mail to several addresses, those the mail server refused while it took the others:
   * retries and `resend` send it to these alone. Absent when none was refused.
   */
  readonly refused?: readonly string[];
  /**
   * Of a booking change's delivery, the booking's version it tells of (its number of changes once
   * this one is kept): sent only while that is still the lead's, else suppressed. Absent otherwise.
   */
  readonly change?: number;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  /** When it was queued, or queued again by hand: retries give up counting from here. */
  readonly queuedAt: string;
  /** When a pending delivery is tried next. */
  readonly nextAttemptAt: string | null;
  readonly lastError: string | null;
  readonly deliveredAt: string | null;
  /** The mail server's answer, or the `.eml` file written. */
  readonly receipt: string | null;
}

/** Every mail of one lead, in the order they are sent (the company's first). */
export interface DeliveryRecord {
  /** The lead's id. */
  readonly lead: string;
  readonly deliveries: readonly Delivery[];
}

/** A new delivery: pending now, or suppressed from the start. */
export function newDelivery(
  kind: DeliveryKind,
  to: string,
  now: Date,
  status: 'pending' | 'suppressed' = 'pending',
): Delivery {
  return {
    kind,
    to,
    status,
    attempts: 0,
    queuedAt: now.toISOString(),
    nextAttemptAt: status === 'pending' ? now.toISOString() : null,
    lastError: null,
    deliveredAt: null,
    receipt: null,
  };
}

/**
 * A new lead's deliveries, in the order they are sent: the company's mail, the visitor's
 * (suppressed when the address had its share of the hour), the webhook and the chat message. Each engine decides
 * `visitorAllowed` by its own count; the plan is this one.
 */
export function plannedDeliveries(
  plan: {
    readonly company: string;
    readonly visitor: string | null;
    readonly webhook: string | null;
    readonly chat?: string | null;
  },
  now: Date,
  visitorAllowed: boolean,
): Delivery[] {
  const deliveries = [newDelivery('company', plan.company, now)];
  if (plan.visitor !== null)
    deliveries.push(
      newDelivery('visitor', plan.visitor, now, visitorAllowed ? 'pending' : 'suppressed'),
    );
  if (plan.webhook !== null) deliveries.push(newDelivery('webhook', plan.webhook, now));
  if (plan.chat) deliveries.push(newDelivery('chat', plan.chat, now));
  return deliveries;
}

/**
 * A lead's deliveries once a booking's change is planned: the change's (the company's mail, the
 * visitor's, never suppressed, and the webhook), each naming the booking's `version` once changed,
 * replace an earlier change's, the rest stay.
 */
export function withChangeDeliveries(
  deliveries: readonly Delivery[],
  plan: {
    readonly company: string;
    readonly visitor: string | null;
    readonly webhook: string | null;
  },
  version: number,
  now: Date,
): Delivery[] {
  const planned = (kind: DeliveryKind, to: string) => ({
    ...newDelivery(kind, to, now),
    change: version,
  });
  const change = [planned('company-change', plan.company)];
  if (plan.visitor !== null) change.push(planned('visitor-change', plan.visitor));
  if (plan.webhook !== null) change.push(planned('webhook-change', plan.webhook));
  return [...deliveries.filter((delivery) => !delivery.kind.endsWith('-change')), ...change];
}

/**
 * A planned delivery's identity within its lead: its kind, when it was planned and, for a
 * booking's change, which change. A booking changed again plans its deliveries anew.
 *
 * @example
 * planKey({ kind: 'visitor-change', queuedAt: '2026-03-02T08:00:00.000Z', change: 2 }); // => 'visitor-change:2026-03-02T08:00:00.000Z:2'
 */
export const planKey = ({
  kind,
  queuedAt,
  change,
}: Pick<Delivery, 'kind' | 'queuedAt' | 'change'>) => `${kind}:${queuedAt}:${change ?? ''}`;

/** Whether two records are of one planned delivery ({@link planKey}). */
export const samePlan = (
  a: Pick<Delivery, 'kind' | 'queuedAt' | 'change'>,
  b: Pick<Delivery, 'kind' | 'queuedAt' | 'change'>,
): boolean => planKey(a) === planKey(b);

/** A change's delivery not sent, its change not the lead's latest: suppressed, never sent later. */
export const outdated = (delivery: Delivery): Delivery => ({
  ...delivery,
  status: 'suppressed',
  nextAttemptAt: null,
  lastError: `Not sent: the booking's change ${String(delivery.change)} is not the lead's latest.`,
});

/**
 * The addresses a delivery's next attempt goes to: the refused ones, once the others took it.
 *
 * @example
 * addressesDue({ to: 'a@x.ae, b@x.ae', refused: ['b@x.ae'] }); // => 'b@x.ae'
 * addressesDue({ to: 'a@x.ae, b@x.ae' }); // => 'a@x.ae, b@x.ae'
 */
export const addressesDue = (delivery: Pick<Delivery, 'to' | 'refused'>): string =>
  delivery.refused?.join(', ') ?? delivery.to;

/** A delivery the mail server took (for every address it was due to). */
export function delivered(delivery: Delivery, receipt: string, now: Date): Delivery {
  // The refused addresses have it now: absent, not undefined, so records compare across engines.
  const { refused: _refused, ...rest } = delivery;
  return {
    ...rest,
    status: 'delivered',
    attempts: delivery.attempts + 1,
    nextAttemptAt: null,
    deliveredAt: now.toISOString(),
    receipt,
  };
}

/**
 * A delivery after a failed attempt: retried at `retryAt`, or failed for good when the failure
 * was permanent or `retryAt` is `null` (retries used up).
 */
export function attemptFailed(delivery: Delivery, error: string, retryAt: Date | null): Delivery {
  return {
    ...delivery,
    status: retryAt ? 'pending' : 'failed',
    attempts: delivery.attempts + 1,
    nextAttemptAt: retryAt?.toISOString() ?? null,
    lastError: error,
  };
}

/**
 * A mail the server took for some addresses and refused for `refused`: retried to those alone
 * at `retryAt`, or failed for good (until `resend`) when `retryAt` is `null`. The receipt is the
 * server's answer for the others.
 */
export function partlyRefused(
  delivery: Delivery,
  refusal: {
    readonly refused: readonly string[];
    readonly receipt: string;
    readonly error: string;
  },
  retryAt: Date | null,
): Delivery {
  return {
    ...attemptFailed(delivery, refusal.error, retryAt),
    refused: refusal.refused,
    receipt: refusal.receipt,
  };
}

/** A failed delivery queued again by hand, with a fresh retry period. */
export function requeued(delivery: Delivery, now: Date): Delivery {
  return delivery.status !== 'failed'
    ? delivery
    : {
        ...delivery,
        status: 'pending',
        attempts: 0,
        queuedAt: now.toISOString(),
        nextAttemptAt: now.toISOString(),
      };
}

/** When a pending delivery is due (ms): its next attempt's time, else when it was queued. */
export const dueAt = (delivery: Pick<Delivery, 'nextAttemptAt' | 'queuedAt'>): number =>
  Date.parse(delivery.nextAttemptAt ?? delivery.queuedAt);

/** When the record's next pending delivery is due, or `null` when none is pending. */
export function nextDue(record: DeliveryRecord): number | null {
  const due = record.deliveries.filter((delivery) => delivery.status === 'pending').map(dueAt);
  return due.length ? Math.min(...due) : null;
}
