import type { FormFieldsCopy } from '../shapes/form-fields';

export const FORM_FIELDS: FormFieldsCopy = {
  name: 'Name',
  email: 'Email',
  company: 'Company',
  phone: 'Phone',
  honeypot: 'Leave this field empty',
  privacyBefore: 'We use these details to answer your request and keep a record of it. See our',
  privacyLink: 'Privacy Policy',
  privacyAfter: '.',
  reference: 'Reference:',
};
