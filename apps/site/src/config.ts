import type { OfficeHours } from '@acme/forms-client/contract';

/**
 * The one site configuration. Every phone number, address, key and external URL
 * on the site comes from here (Vite `VITE_` variables, with working local defaults,
 * `SITE_DEFAULTS`, which the build applies: see `.env.example`). Each is read as
 * `import.meta.env.VITE_…` itself, so that the build writes its value there and nothing else.
 */
const phone = import.meta.env.VITE_COMPANY_PHONE;

/**
 * The Tag Manager container or GA4 measurement the site reports to; empty: no analytics. A
 * constant of its own, read as `import.meta.env.…` itself, so that a build without analytics can
 * drop the tag's code as dead.
 */
export const ANALYTICS_ID: string = import.meta.env.VITE_ANALYTICS_ID || '';

export const SITE = {
  companyName: import.meta.env.VITE_COMPANY_NAME,
  phone,
  /** The `tel:` form of the phone number. */
  phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
  email: import.meta.env.VITE_COMPANY_EMAIL,
  whatsappNumber: import.meta.env.VITE_WHATSAPP_NUMBER,
  siteUrl: import.meta.env.VITE_SITE_URL.replace(/\/$/, ''),
  clientPortalUrl: import.meta.env.VITE_CLIENT_PORTAL_URL,
  socialUrl: import.meta.env.VITE_SOCIAL_URL,
  analyticsId: ANALYTICS_ID,
  formProvider: import.meta.env.VITE_FORMS_PROVIDER,
  forms: {
    formMailEndpoint: import.meta.env.VITE_FORMS_ENDPOINT,
    accessKey: import.meta.env.VITE_FORMS_ACCESS_KEY,
    rfiEndpoint: '/send-rfi.php',
    leadEndpoint: '/send-lead.php',
  },
  address: {
    street: 'Dubai Silicon Oasis',
    locality: 'Dubai',
    country: 'AE',
  },
  /** The office's opening and closing times (UAE time), Sunday to Thursday: each language words the line. */
  officeTimes: { opens: '9:00', closes: '18:00' },
  /**
   * How long enquiries are kept, as the privacy policy states it; the form services compare it
   * with the period they delete after (FORMS_RETENTION_DAYS) and warn when the two differ.
   */
  enquiryRetentionMonths: 24,
  /** The company's registration, for the Legal Information page; each shown only when set. */
  registration: {
    legalName: import.meta.env.VITE_LEGAL_NAME || '',
    tradeLicence: import.meta.env.VITE_TRADE_LICENCE || '',
    registeredAddress: import.meta.env.VITE_REGISTERED_ADDRESS || '',
  },
} as const;

/**
 * When the office is open, as the form services count a reply promised in business days: Sunday
 * to Thursday, 9:00 to 18:00, UAE time, the hours `SITE.officeTimes` shows (config.test.ts holds
 * the two together). A constant of its own, which only the server reads, so no page loads it.
 */
export const OFFICE_HOURS: OfficeHours = { days: [0, 1, 2, 3, 4], opens: 9, closes: 18 };

/**
 * Where researchers report a vulnerability (security.txt, the disclosure page): its own address,
 * else the company's. A constant of its own, so only the pages that show it load it.
 */
export const SECURITY_EMAIL: string =
  import.meta.env.VITE_SECURITY_EMAIL || import.meta.env.VITE_COMPANY_EMAIL;

/** security.txt's configured Expires; '' for a year from the build (`scripts/outputs/security-txt.ts`). */
export const SECURITY_TXT_EXPIRES: string = import.meta.env.VITE_SECURITY_TXT_EXPIRES || '';

/** The chat-app deep link to the company number. */
export const WHATSAPP_URL = `https://wa.me/${SITE.whatsappNumber.replace(/\D/g, '')}`;
