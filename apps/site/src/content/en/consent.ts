/** The analytics consent question (loaded with the question). */
export const CONSENT = {
  title: 'Analytics cookies',
  /** The question, before the privacy policy link and after it. */
  text: 'May we measure how the site is used, with Google Analytics? It helps us improve it. We use no advertising cookies. See our ',
  privacyPolicy: 'Privacy Policy',
  end: '.',
  analyticsOption: 'Analytics: count visits and which pages and forms are used',
  save: 'Save choices',
  accept: 'Accept',
  reject: 'Reject',
  settings: 'Settings',
};
