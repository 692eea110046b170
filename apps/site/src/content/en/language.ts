import { LANGUAGES } from '../../languages/languages';

/** The language of this build's pages (the Arabic build's `@content` is `content/ar`). */
export const LANGUAGE = LANGUAGES.en;
