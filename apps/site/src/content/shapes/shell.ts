/** The shared layout's own words. */
export interface ShellCopy {
  readonly skipLink: string;
  /**
   * A network failure's message: a form's alert, or the toast when the dialog's code did not load.
   */
  readonly networkError: string;
  readonly tryAgain: string;
}

/** What a page that failed to load says instead (`deploy/PageError`). */
export interface PageErrorCopy {
  readonly title: string;
  /** The sentence around its two links: the page again, and the home page. */
  readonly updated: string;
  readonly reload: string;
  readonly or: string;
  readonly home: string;
  readonly end: string;
}
