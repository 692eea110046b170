/** The languages a lead is sent from: the site's English and Arabic pages. */
export const LEAD_LANGUAGES = ['en', 'ar'] as const;

/** A lead's `language` field: the language of the page the visitor sent it from. */
export type LeadLanguage = (typeof LEAD_LANGUAGES)[number];

/**
 * The language a lead names, read strictly; English when it names none, as a form of a client
 * from before the Arabic site sends it. `null` for any other value: no form sends one.
 *
 * @example
 * leadLanguage('ar'); // => 'ar'
 * leadLanguage(undefined); // => 'en'
 * leadLanguage(''); // => 'en'
 * leadLanguage('fr'); // => null
 */
export function leadLanguage(value: string | undefined): LeadLanguage | null {
  if (value === undefined || value === '') return 'en';
  return (LEAD_LANGUAGES as readonly string[]).includes(value) ? (value as LeadLanguage) : null;
}
