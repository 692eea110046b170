/** What became of a submission. Expected failures are results, never thrown. */
export type SubmitResult =
  | { readonly status: 'sent' }
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
