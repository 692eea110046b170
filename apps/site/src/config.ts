/**
 * The one site configuration. Every phone number, address, key and external URL
 * on the site comes from here (Vite `VITE_` variables, with working local defaults;
 * see `.env.example`).
 */
const env = import.meta.env;

const phone = env.VITE_COMPANY_PHONE || '+971 4 000 0000';

export const SITE = {
  companyName: env.VITE_COMPANY_NAME || 'Acme IT Services',
  phone,
  /** The `tel:` form of the phone number. */
  phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
  email: env.VITE_COMPANY_EMAIL || 'info@example.ae',
  whatsappNumber: env.VITE_WHATSAPP_NUMBER || '971500000000',
  siteUrl: (env.VITE_SITE_URL || 'https://www.example.ae').replace(/\/$/, ''),
  clientPortalUrl: env.VITE_CLIENT_PORTAL_URL || 'https://portal.example.ae',
  socialUrl: env.VITE_SOCIAL_URL || 'https://www.linkedin.com/company/example',
  analyticsId: env.VITE_ANALYTICS_ID || '',
  formProvider: env.VITE_FORMS_PROVIDER || 'Web3Forms',
  forms: {
    formMailEndpoint: env.VITE_FORMS_ENDPOINT || '/api/submit',
    accessKey: env.VITE_FORMS_ACCESS_KEY || 'local-dev-key',
    rfiEndpoint: '/send-rfi.php',
    leadEndpoint: '/send-lead.php',
  },
  address: {
    street: 'Dubai Silicon Oasis',
    locality: 'Dubai',
    country: 'AE',
  },
  officeHours: 'Sunday to Thursday, 9:00 to 18:00 UAE time',
} as const;

/** The chat-app deep link to the company number. */
export const WHATSAPP_URL = `https://wa.me/${SITE.whatsappNumber.replace(/\D/g, '')}`;
