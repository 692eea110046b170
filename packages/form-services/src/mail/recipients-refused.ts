/** The mail server's refusal of one address, as nodemailer reports it. */
export interface RecipientRefusal {
  readonly recipient?: string;
  readonly code?: string;
  readonly responseCode?: number;
  readonly response?: string;
  readonly message: string;
}

/**
 * A mail the server took for some of its addresses and refused for others (a `RCPT TO` answered
 * 4xx or 5xx): sent, but not to `refused`, which a later attempt may still reach.
 */
export class RecipientsRefused extends Error {
  override readonly name = 'RecipientsRefused';
  constructor(
    readonly refused: readonly string[],
    /** The server's answer for the addresses it took. */
    readonly receipt: string,
    readonly refusals: readonly RecipientRefusal[],
  ) {
    super(`The mail server refused ${refused.length} of the mail's addresses.`);
  }
}
