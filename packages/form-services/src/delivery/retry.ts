import type { DeliveryOptions } from '../config/options';
import type { Delivery } from '../store/delivery-record';

/** What a failed send tells: the SMTP reply code, if the server gave one, and a code of its own. */
export interface SendError {
  readonly message?: string;
  readonly code?: string;
  readonly responseCode?: number;
  readonly response?: string;
  /** The SMTP command the server refused (`AUTH PLAIN`, `MAIL FROM`, …). */
  readonly command?: string;
}

/**
 * Whether the mail server refused this server itself, not a message: a 5xx to the login or to
 * the sender. Every mail meets the same refusal, so an operator is alerted at once.
 *
 * @example
 * isServerRefusal({ code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' }); // => true
 * isServerRefusal({ code: 'EENVELOPE', responseCode: 553, command: 'MAIL FROM' }); // => true
 * isServerRefusal({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' }); // => false
 * isServerRefusal({ code: 'EAUTH', responseCode: 454, command: 'AUTH PLAIN' }); // => false
 */
export function isServerRefusal(error: SendError): boolean {
  const reply = error.responseCode ?? 0;
  return reply >= 500 && reply < 600 && (error.code === 'EAUTH' || error.command === 'MAIL FROM');
}

/**
 * Whether a failure is the message's own and will not change on retrying: a 5xx reply to the
 * message or its recipient (550 no such user, 552 too large). A refused login or sender is a
 * 5xx too, but it is the server's configuration, fixed by an operator, so it is retried like a
 * timeout (see {@link isServerRefusal}).
 *
 * @example
 * isPermanentFailure({ code: 'EENVELOPE', responseCode: 550 }); // => true
 * isPermanentFailure({ code: 'EAUTH', responseCode: 535 }); // => false
 * isPermanentFailure({ code: 'EENVELOPE', responseCode: 553, command: 'MAIL FROM' }); // => false
 * isPermanentFailure({ code: 'ECONNECTION' }); // => false
 */
export function isPermanentFailure(error: SendError): boolean {
  const reply = error.responseCode ?? 0;
  return reply >= 500 && reply < 600 && !isServerRefusal(error);
}

/**
 * Whether a failure is the connection's (refused, timed out, dropped) rather than a reply to
 * this message: when one connection works again, every such delivery can be tried at once.
 *
 * @example
 * isConnectionFailure({ code: 'ECONNECTION' }); // => true
 * isConnectionFailure({ code: 'EENVELOPE', responseCode: 451 }); // => false
 */
export function isConnectionFailure(error: SendError): boolean {
  return error.responseCode === undefined;
}

/**
 * The wait before the retry that follows `failures` failed attempts: the schedule's entry (its
 * last one repeating), moved up to a fifth either way by `random`, so that leads that failed
 * together do not all come back together.
 *
 * @example
 * retryDelay(1, [10_000, 30_000], () => 0.5); // => 10000
 * retryDelay(5, [10_000, 30_000], () => 0.5); // => 30000
 * retryDelay(1, [10_000, 30_000], () => 0); // => 8000
 */
export function retryDelay(
  failures: number,
  schedule: readonly number[],
  random: () => number = Math.random,
): number {
  const base = schedule[Math.min(failures, schedule.length) - 1] ?? 0;
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * When a delivery that just failed at `now` is tried again: after the schedule's wait, but never
 * past its give-up time (its queueing plus `giveUpAfterMs`); `null` once that time has come.
 */
export function nextAttemptAt(
  delivery: Pick<Delivery, 'attempts' | 'queuedAt'>,
  now: Date,
  settings: Pick<DeliveryOptions, 'giveUpAfterMs' | 'retryDelaysMs'>,
  random: () => number = Math.random,
): Date | null {
  const at = now.getTime();
  const deadline = Date.parse(delivery.queuedAt) + settings.giveUpAfterMs;
  if (at >= deadline) return null;
  return new Date(
    Math.min(at + retryDelay(delivery.attempts + 1, settings.retryDelaysMs, random), deadline),
  );
}

/**
 * Something shaped like an e-mail address: a local part and a domain around one `@`, stopping
 * at the characters SMTP replies put around an address (`<>`, quotes, brackets, `,;:`).
 */
const ADDRESS = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+/gu;

/**
 * A text with every e-mail address in it replaced by `[address]`. Mail servers echo the
 * recipient in their refusals, and a refusal is kept in the delivery record and logged: the
 * visitor's address is kept once, in the lead, and nowhere else.
 *
 * @example
 * redactAddresses('550 5.1.1 <lina@corp.ae>: Recipient address rejected'); // => '550 5.1.1 <[address]>: Recipient address rejected'
 * redactAddresses('452 4.2.2 Mailbox full: Lina.K+quotes@Corp.AE, retry later'); // => '452 4.2.2 Mailbox full: [address], retry later'
 * redactAddresses('421 4.7.0 Try again later'); // => '421 4.7.0 Try again later'
 */
export function redactAddresses(text: string): string {
  return text.replace(ADDRESS, '[address]');
}

/**
 * A short line for the record and the operator: the server's reply, else the error, with no
 * e-mail address in it (see {@link redactAddresses}).
 *
 * @example
 * describeFailure({ code: 'EENVELOPE', responseCode: 550, response: '550 5.1.1 <lina@corp.ae>: Recipient address rejected' }); // => 'EENVELOPE: 550 5.1.1 <[address]>: Recipient address rejected'
 */
export function describeFailure(error: SendError): string {
  const text = error.response || error.message || (error instanceof Error ? error.name : 'unknown');
  const line = (error.code ? `${error.code}: ${text}` : text).replace(/\s+/g, ' ');
  // Redacted before it is cut, so an address cut in half cannot slip through.
  return redactAddresses(line).slice(0, 300);
}
