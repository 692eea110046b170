/**
 * The values the site uses when a variable is unset: working local defaults, and the examples
 * `.env.example` shows. A production build refuses the company's details among them.
 */
export const SITE_DEFAULTS = {
  VITE_COMPANY_NAME: 'Acme IT Services',
  VITE_COMPANY_PHONE: '+971 4 000 0000',
  VITE_COMPANY_EMAIL: 'info@example.ae',
  VITE_WHATSAPP_NUMBER: '971500000000',
  VITE_SITE_URL: 'https://www.example.ae',
  VITE_CLIENT_PORTAL_URL: 'https://portal.example.ae',
  VITE_SOCIAL_URL: 'https://www.linkedin.com/company/example',
  VITE_FORMS_ENDPOINT: '/api/submit',
  VITE_FORMS_ACCESS_KEY: 'local-dev-key',
  VITE_FORMS_PROVIDER: 'Web3Forms',
} as const;

/** The company's own details: a production build must not ship the examples of these. */
export const COMPANY_DETAILS = [
  'VITE_COMPANY_NAME',
  'VITE_COMPANY_PHONE',
  'VITE_COMPANY_EMAIL',
  'VITE_WHATSAPP_NUMBER',
  'VITE_SITE_URL',
  'VITE_CLIENT_PORTAL_URL',
  'VITE_SOCIAL_URL',
] as const satisfies readonly (keyof typeof SITE_DEFAULTS)[];
