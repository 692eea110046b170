import type { ConsentCopy } from '../shapes/consent';

export const CONSENT: ConsentCopy = {
  title: 'Analytics cookies',
  text: 'May we measure how the site is used, with Google Analytics? It helps us improve it. We use no advertising cookies. See our ',
  privacyPolicy: 'Privacy Policy',
  end: '.',
  analyticsOption: 'Analytics: count visits and which pages and forms are used',
  save: 'Save choices',
  accept: 'Accept',
  reject: 'Reject',
  settings: 'Settings',
};
