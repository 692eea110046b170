/** The privacy policy's dates (ISO, Gulf calendar days); each language prints them in its locale. */
export const PRIVACY_DATES = { effective: '2023-03-23', updated: '2025-04-30' } as const;

/**
 * A policy date as a language prints it, e.g. `23 March 2023` in English (`en-AE`, Latin digits,
 * Gregorian calendar: the same in the prerender and every browser).
 */
export function formatPolicyDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
