import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localizedPath } from './languages';

/**
 * A page's `hreflang` alternates: each language's address, and `x-default` the English one. The
 * same list for every language's page, so that each names all the others (search engines ignore
 * alternates that are not reciprocal).
 *
 * @example
 * alternates('/pricing'); // => [{ hreflang: 'en', path: '/pricing' }, { hreflang: 'ar', path: '/ar/pricing' }, { hreflang: 'x-default', path: '/pricing' }]
 */
export function alternates(basePath: string): readonly { hreflang: string; path: string }[] {
  return [
    ...LANGUAGE_CODES.map((language) => ({
      hreflang: language,
      path: localizedPath(basePath, language),
    })),
    { hreflang: 'x-default', path: localizedPath(basePath, DEFAULT_LANGUAGE) },
  ];
}
