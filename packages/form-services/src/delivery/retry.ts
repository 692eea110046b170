/** What a failed send tells: the SMTP reply code, if the server gave one, and a code of its own. */
export interface SendError {
  readonly message?: string;
  readonly code?: string;
  readonly responseCode?: number;
  readonly response?: string;
}

/**
 * Whether a failure is the message's own and will not change on retrying: a 5xx reply to the
 * message or its recipient (550 no such user, 552 too large). A refused login is a 5xx too,
 * but it is the server's configuration, fixed by an operator, so it is retried like a timeout.
 *
 * @example
 * isPermanentFailure({ code: 'EENVELOPE', responseCode: 550 }); // => true
 * isPermanentFailure({ code: 'EAUTH', responseCode: 535 }); // => false
 * isPermanentFailure({ code: 'ECONNECTION' }); // => false
 */
export function isPermanentFailure(error: SendError): boolean {
  const reply = error.responseCode ?? 0;
  return reply >= 500 && reply < 600 && error.code !== 'EAUTH';
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

/** A short line for the record and the operator: the server's reply, else the error. */
export function describeFailure(error: SendError): string {
  const text = error.response || error.message || (error instanceof Error ? error.name : 'unknown');
  return (error.code ? `${error.code}: ${text}` : text).replace(/\s+/g, ' ').slice(0, 300);
}
