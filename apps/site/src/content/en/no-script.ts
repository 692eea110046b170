/**
 * What every form says where scripts are off, around the phone number and the address: the
 * server's page alone shows it (a browser running scripts never renders a `<noscript>`), so no
 * script carries it.
 */
export const FORM_NO_SCRIPT = {
  before: 'Sending this form needs JavaScript. Please enable it, or call ',
  between: ' or email ',
  after: '.',
};
