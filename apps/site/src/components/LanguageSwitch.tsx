import { theme } from '@acme/ui';
import { LANGUAGE } from '@content/language';
import { useLocation } from 'react-router';
import { styled } from 'styled-components';
import { LANGUAGES, LANGUAGE_CODES, localizedPath } from '../languages/languages';

const SwitchLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding-inline: ${theme.space.sm};
  color: ${theme.colors.primary};
  font-weight: 600;
`;

/** The other language: the site has two, so the switch is one link. */
const OTHER = LANGUAGES[LANGUAGE_CODES.find((code) => code !== LANGUAGE.code) ?? LANGUAGE.code];

/**
 * The same page in the other language, with the query and the hash (a priced calculator stays
 * priced). A plain anchor, followed as a whole page load: the other language is another build,
 * with its own `lang`, `dir` and chunks. Named in its own language, for a reader of it.
 */
export function LanguageSwitch({ basePath }: { basePath: string }) {
  const { search, hash } = useLocation();
  return (
    <SwitchLink
      href={`${localizedPath(basePath, OTHER.code)}${search}${hash}`}
      hrefLang={OTHER.code}
      lang={OTHER.code}
    >
      {OTHER.name}
    </SwitchLink>
  );
}
