/** What became of a submission. Expected failures are results, never thrown. */
export type SubmitResult =
  /**
   * Taken, under the reference the visitor is told (and the service mails them): the one the
   * service answered with (the stored lead's), else the one the form sent.
   */
  | { readonly status: 'sent'; readonly reference: string }
  /** The honeypot was filled: nothing was sent, and the visitor is told nothing. */
  | { readonly status: 'ignored' }
  /**
   * The input was refused before sending. `discardFile` tells the caller to clear the
   * file field because the attached file itself was refused.
   */
  | { readonly status: 'invalid'; readonly message: string; readonly discardFile?: boolean }
  /** The service answered and said no. */
  | { readonly status: 'failed'; readonly message: string }
  /** No usable answer: connection refused, timeout, or a reply that is not JSON. */
  | { readonly status: 'network-error'; readonly message: string };

/** The status names of {@link SubmitResult}. */
export type SubmitStatus = SubmitResult['status'];

/**
 * What an answer says: for `sent`, the stored lead's reference when the answer names one; the
 * sender falls back on the reference it sent with the lead.
 */
export type ReplyResult =
  | Exclude<SubmitResult, { readonly status: 'sent' }>
  | { readonly status: 'sent'; readonly reference?: string };
