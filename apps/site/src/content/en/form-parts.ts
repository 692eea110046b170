/** What the parts every form shares say: contact fields, the privacy note, the reference, errors. */
export const FORM_PARTS = {
  fields: {
    name: 'Name',
    email: 'Email',
    company: 'Company',
    phone: 'Phone',
  },
  /** The privacy note under every form, before the policy link and after it. */
  privacyNote: 'We use these details to answer your request and keep a record of it. See our ',
  privacyPolicy: 'Privacy Policy',
  privacyEnd: '.',
  reference: 'Reference:',
  tryAgain: 'Try again',
  /** The hidden field bots fill and people never see. */
  honeypot: 'Leave this field empty',
};
