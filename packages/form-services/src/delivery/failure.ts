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
  ) {
    super(message);
  }
}
