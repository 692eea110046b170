import { LANGUAGES, intlLocale } from '../../languages/languages';

/** The language of this build's pages, with the locale its numbers and dates are printed in. */
export const LANGUAGE = { ...LANGUAGES.ar, locale: intlLocale('ar') };
