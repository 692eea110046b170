/**
 * The words every lead form shares: the who-are-you fields, the hidden bot trap, the privacy note
 * under the form, and the reference line of its success view.
 */
export const FORM_FIELDS = {
  name: 'Name',
  email: 'Email',
  company: 'Company',
  phone: 'Phone',
  /** The hidden field's label (read by bots only). */
  honeypot: 'Leave this field empty',
  /** The privacy note, around its link to the privacy policy. */
  privacyBefore: 'We use these details to answer your request and keep a record of it. See our',
  privacyLink: 'Privacy Policy',
  privacyAfter: '.',
  /** Before the lead's reference in a success view. */
  reference: 'Reference:',
};
