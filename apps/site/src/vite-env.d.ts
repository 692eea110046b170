/// <reference types="vite/client" />

/** Those with a default (`SITE_DEFAULTS`) always have a value: the build applies the default. */
interface ImportMetaEnv {
  readonly VITE_COMPANY_NAME: string;
  readonly VITE_COMPANY_PHONE: string;
  readonly VITE_COMPANY_EMAIL: string;
  readonly VITE_WHATSAPP_NUMBER: string;
  readonly VITE_SITE_URL: string;
  readonly VITE_CLIENT_PORTAL_URL: string;
  readonly VITE_SOCIAL_URL: string;
  readonly VITE_ANALYTICS_ID?: string;
  readonly VITE_FORMS_ENDPOINT: string;
  readonly VITE_FORMS_ACCESS_KEY: string;
  readonly VITE_FORMS_PROVIDER: string;
  readonly VITE_LEGAL_NAME?: string;
  readonly VITE_TRADE_LICENCE?: string;
  readonly VITE_REGISTERED_ADDRESS?: string;
  readonly VITE_SECURITY_EMAIL?: string;
  readonly VITE_SECURITY_TXT_EXPIRES?: string;
}

declare module 'virtual:preset-queries' {
  import type { PresetId } from '@acme/pricing-engine';
  /** Each calculator preset's quote query, as the pricing engine writes it (at build time). */
  const queries: Readonly<Record<PresetId, string>>;
  export default queries;
}
