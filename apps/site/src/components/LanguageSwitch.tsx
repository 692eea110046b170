import { LANGUAGE } from '@content/language';
import { LANGUAGES, localizedPath } from '../languages/languages';

/** The other language: the site has two, so the switch is one link. */
const OTHER = LANGUAGE.code === 'en' ? LANGUAGES.ar : LANGUAGES.en;

/**
 * The same page in the other language, with the query and the hash (a priced calculator stays
 * priced: the page's listener adds them as the link is followed, `data-keeps-address`). A plain
 * anchor, followed as a whole page load: the other language is another build, with its own
 * `lang`, `dir` and chunks. Named in its own language, for a reader of it.
 */
export function LanguageSwitch({ basePath }: { basePath: string }) {
  return (
    <a
      href={localizedPath(basePath, OTHER.code)}
      data-keeps-address=""
      hrefLang={OTHER.code}
      lang={OTHER.code}
    >
      {OTHER.name}
    </a>
  );
}
