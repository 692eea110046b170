import { SITE } from '../config';
import { alternates } from '../languages/alternates';
import type { SiteRoute } from '../routes/routes';
import { routeHeadCopy, type RouteHeadCopy } from './route-head';

/** Where a route is: its canonical address and its alternates. */
export interface HeadAddress {
  readonly canonical: string;
  /** The same page in each language, and `x-default` (English), as absolute URLs. */
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
}

/** A path of the site as an absolute URL on its configured origin. */
export const absolute = (path: string) => `${SITE.siteUrl}${path === '/' ? '/' : path}`;

/** Where a route is, as the head says it. */
export function headAddress(route: SiteRoute): HeadAddress {
  return {
    canonical: absolute(route.path),
    alternates: alternates(route.basePath).map(({ hreflang, path }) => ({
      hreflang,
      href: absolute(path),
    })),
  };
}

/** The document title of a route: the company name after the page's, before it on the home page. */
export const documentTitle = (route: Pick<SiteRoute, 'kind'>, title: string) =>
  route.kind === 'home' ? `${SITE.companyName} | ${title}` : `${title} | ${SITE.companyName}`;

const setInHead = (selector: string, attribute: string, value: string) => {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
};

/** Brings the live document's canonical and alternates in line with a route, after a client-side navigation. */
export function applyHeadAddress(head: HeadAddress): void {
  setInHead('link[rel="canonical"]', 'href', head.canonical);
  setInHead('meta[property="og:url"]', 'content', head.canonical);
  for (const { hreflang, href } of head.alternates)
    setInHead(`link[rel="alternate"][hreflang="${hreflang}"]`, 'href', href);
}

/** Puts a route's title and description in the live document's head. */
export function applyHeadCopy(route: SiteRoute, copy: RouteHeadCopy): void {
  const title = documentTitle(route, copy.title);
  document.title = title;
  setInHead('meta[property="og:title"]', 'content', title);
  setInHead('meta[name="twitter:title"]', 'content', title);
  setInHead('meta[name="description"]', 'content', copy.description);
  setInHead('meta[property="og:description"]', 'content', copy.description);
  setInHead('meta[name="twitter:description"]', 'content', copy.description);
}

/**
 * Brings the live document's head in line with a route after a client-side navigation: its title,
 * description, canonical address and alternates. The landing page's are in its HTML; this module
 * and every route's words load only for the next page (when the browser is first idle).
 */
export function applyRouteHead(route: SiteRoute): void {
  applyHeadAddress(headAddress(route));
  applyHeadCopy(route, routeHeadCopy(route));
}
