import { LOGIN_PATH } from '../routes/routes';

/**
 * Every page is a document of its own, so the browser fetches the next one ahead: a link of this
 * origin to a page (not a file, not the client portal's login, not one opening elsewhere) is
 * prefetched once the visitor shows intent (`moderate`: a hover, or pressing it). The hashed
 * scripts it names are cached already, so the page arrives as HTML.
 */
export const SPECULATION_RULES = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/assets/*', '/*.*', LOGIN_PATH] } },
          { not: { selector_matches: '[target], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/** The rules' text, which the CSP allows by its hash (`server/security-headers.ts`). */
export const speculationRulesJson = () => JSON.stringify(SPECULATION_RULES);

/** The rules as the inline script of every page's head. */
export const speculationRulesHtml = () =>
  `<script type="speculationrules">${speculationRulesJson()}</script>`;
