/**
 * The words every lead form shares: the who-are-you fields, the hidden bot trap, the privacy note
 * under the form, and the reference line of its success view.
 */
export interface FormFieldsCopy {
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly phone: string;
  /** The hidden field's label (read by bots only). */
  readonly honeypot: string;
  /** The privacy note, around its link to the privacy policy. */
  readonly privacyBefore: string;
  readonly privacyLink: string;
  readonly privacyAfter: string;
  /** Before the lead's reference in a success view. */
  readonly reference: string;
}
