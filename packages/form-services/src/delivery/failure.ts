import { RecipientsRefused } from '../mail/recipients-refused';
import {
  describeFailure,
  isConnectionFailure,
  isPermanentFailure,
  isServerRefusal,
  type SendError,
} from './retry';

/**
 * An attempt that did not land, said by the code that made it: `retryable` when trying again
 * may help (a timeout, a receiver that is down), not when it cannot (a mail that cannot be made,
 * a webhook refused with 400 or redirected). The message is a line for the record: never a
 * receiver's answer, which may echo personal data.
 */
export class DeliveryFailure extends Error {
  override readonly name = 'DeliveryFailure';
  constructor(
    readonly retryable: boolean,
    message: string,
    /** `retryWithinMs`: tried again no later than this (a scan waits a minute at most). */
    readonly retry: { readonly retryWithinMs?: number } = {},
  ) {
    super(message);
  }
}

/** What a failed attempt means: whether trying again can help, and a line for the record. */
export interface UnderstoodFailure {
  readonly permanent: boolean;
  /** The mail server could not be reached: the mail waits for it to answer again. */
  readonly connection: boolean;
  /** The mail server refused the login or the sender: an incident at once. */
  readonly serverRefused: boolean;
  readonly reason: string;
  /** Sent to some addresses and refused for these: the next attempt goes to them alone. */
  readonly refused?: { readonly refused: readonly string[]; readonly receipt: string };
  /** Tried again within this long at the latest, whatever the retry delays say. */
  readonly retryWithinMs?: number;
}

/** Reads what an attempt threw: a {@link DeliveryFailure}, or the mail transport's error. */
export function understoodFailure(caught: unknown): UnderstoodFailure {
  if (caught instanceof DeliveryFailure)
    return {
      permanent: !caught.retryable,
      connection: false,
      serverRefused: false,
      reason: caught.message,
      ...caught.retry,
    };
  if (caught instanceof RecipientsRefused)
    // A RCPT TO refused for some addresses while the server took the others: per recipient,
    // never the server's configuration (that is a refused AUTH or MAIL FROM, below).
    return {
      // Worth retrying while any address was refused for now (a 4xx, a full mailbox).
      permanent: caught.refusals.every(isPermanentFailure),
      connection: false,
      serverRefused: false,
      reason: caught.refusals.map(describeFailure).join('; ') || caught.message,
      refused: { refused: caught.refused, receipt: caught.receipt },
    };
  const error: SendError = caught instanceof Error ? caught : { message: String(caught) };
  return {
    permanent: isPermanentFailure(error),
    connection: isConnectionFailure(error),
    serverRefused: isServerRefusal(error),
    reason: describeFailure(error),
  };
}
