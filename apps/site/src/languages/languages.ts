/** A language the site is published in. */
export type Language = 'en' | 'ar';

/** What the shell, the head and the outputs need to know of a language, in either language's build. */
export interface LanguageFacts {
  readonly code: Language;
  /** Its own name, in itself: the switch link's one word. */
  readonly name: string;
  readonly dir: 'ltr' | 'rtl';
  /** The prefix of its paths: '' for English, '/ar' for Arabic. */
  readonly prefix: string;
}

export const LANGUAGES: Readonly<Record<Language, LanguageFacts>> = {
  en: { code: 'en', name: 'English', dir: 'ltr', prefix: '' },
  ar: { code: 'ar', name: 'العربية', dir: 'rtl', prefix: '/ar' },
};

/**
 * The locale a language's numbers and dates are printed in: Latin digits and the Gregorian
 * calendar in both, so that the prerender (Node's ICU) and every browser print the same.
 *
 * @example
 * intlLocale('ar'); // => 'ar-AE-u-nu-latn-ca-gregory'
 */
export const intlLocale = (language: Language) => `${language}-AE-u-nu-latn-ca-gregory`;

/**
 * A language's Open Graph locale.
 *
 * @example
 * ogLocale('ar'); // => 'ar_AE'
 */
export const ogLocale = (language: Language) => `${language}_AE`;

/** The language of a page that has none of its own: `x-default`. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Every language, the default first. */
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as readonly Language[];

/**
 * A canonical English path in a language.
 *
 * @example
 * localizedPath('/pricing', 'ar'); // => '/ar/pricing'
 * @example
 * localizedPath('/', 'ar'); // => '/ar'
 * @example
 * localizedPath('/pricing', 'en'); // => '/pricing'
 */
export function localizedPath(path: string, language: Language): string {
  const { prefix } = LANGUAGES[language];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * The language of an address and its path without the language's prefix.
 *
 * @example
 * languageOfPath('/ar/pricing'); // => { language: 'ar', path: '/pricing' }
 * @example
 * languageOfPath('/AR'); // => { language: 'ar', path: '/' }
 * @example
 * languageOfPath('/arabic'); // => { language: 'en', path: '/arabic' }
 */
export function languageOfPath(path: string): { language: Language; path: string } {
  const language =
    LANGUAGE_CODES.find((code) => {
      const { prefix } = LANGUAGES[code];
      return prefix && new RegExp(`^${prefix}(/|$)`, 'i').test(path);
    }) ?? DEFAULT_LANGUAGE;
  return { language, path: path.slice(LANGUAGES[language].prefix.length) || '/' };
}
