import { describeFailure, isConnectionFailure, isPermanentFailure, type SendError } from './retry';

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
  readonly reason: string;
  /** Tried again within this long at the latest, whatever the retry delays say. */
  readonly retryWithinMs?: number;
}

/** Reads what an attempt threw: a {@link DeliveryFailure}, or the mail transport's error. */
export function understoodFailure(caught: unknown): UnderstoodFailure {
  if (caught instanceof DeliveryFailure)
    return {
      permanent: !caught.retryable,
      connection: false,
      reason: caught.message,
      ...caught.retry,
    };
  const error: SendError = caught instanceof Error ? caught : { message: String(caught) };
  return {
    permanent: isPermanentFailure(error),
    connection: isConnectionFailure(error),
    reason: describeFailure(error),
  };
}
