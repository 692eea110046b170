import { LANGUAGES } from '../../languages/languages';

/** The language of this build's pages. */
export const LANGUAGE = LANGUAGES.ar;
