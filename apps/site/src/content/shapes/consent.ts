/** The analytics consent question (loaded with the question). */
export interface ConsentCopy {
  readonly title: string;
  /** The question, before the privacy policy link and after it. */
  readonly text: string;
  readonly privacyPolicy: string;
  readonly end: string;
  readonly analyticsOption: string;
  readonly save: string;
  readonly accept: string;
  readonly reject: string;
  readonly settings: string;
}
