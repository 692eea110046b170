import type { FormNoScriptCopy } from '../shapes/no-script';

export const FORM_NO_SCRIPT: FormNoScriptCopy = {
  before: 'Sending this form needs JavaScript. Please enable it, or call ',
  between: ' or email ',
  after: '.',
};
