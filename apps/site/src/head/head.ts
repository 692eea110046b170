import { SITE } from '../config';
import type { alternates } from '../languages/alternates';
import type { SiteRoute } from '../routes/routes';

/** Where a route is: its canonical address and its alternates. */
export interface HeadAddress {
  readonly canonical: string;
  /** The same page in each language, and `x-default` (English), as absolute URLs. */
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
}

/** A path of the site as an absolute URL on its configured origin. */
export const absolute = (path: string) => `${SITE.siteUrl}${path === '/' ? '/' : path}`;

/** A route's addresses in every language, as `alternates` gives them. */
type Alternates = ReturnType<typeof alternates>;

/** Where a route is, as the head says it; its alternates are `alternates` of its base path. */
export function headAddress(route: SiteRoute, inEveryLanguage: Alternates): HeadAddress {
  return {
    canonical: absolute(route.path),
    alternates: inEveryLanguage.map(({ hreflang, path }) => ({
      hreflang,
      href: absolute(path),
    })),
  };
}

/** The document title of a route: the company name after the page's, before it on the home page. */
export const documentTitle = (route: Pick<SiteRoute, 'kind'>, title: string) =>
  route.kind === 'home' ? `${SITE.companyName} | ${title}` : `${title} | ${SITE.companyName}`;
