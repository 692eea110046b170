import { LANGUAGES, intlLocale } from '../../languages/languages';

/** The language of this build's pages (the Arabic build's `@content` is `content/ar`), with the locale its numbers and dates are printed in. */
export const LANGUAGE = { ...LANGUAGES.en, locale: intlLocale('en') };
