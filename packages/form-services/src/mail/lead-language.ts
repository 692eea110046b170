import type { LeadLanguage } from '@acme/forms-client/contract';

/** The languages' names, as the company's (English) mail says them. */
export const LANGUAGE_NAMES: Readonly<Record<LeadLanguage, string>> = {
  en: 'English',
  ar: 'Arabic',
};
