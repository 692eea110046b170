import { SITE } from '../config';
import type { SiteRoute } from '../routes/routes';

/**
 * What a route puts in the document head besides its description, which is kept apart in
 * `routes/descriptions.ts` so that every page need not load every route's.
 */
export interface HeadData {
  readonly title: string;
  readonly canonical: string;
}

/** A path of the site as an absolute URL on its configured origin. */
export const absolute = (path: string) => `${SITE.siteUrl}${path === '/' ? '/' : path}`;

/** The head of a route. */
export function headFor(route: SiteRoute): HeadData {
  return {
    title:
      route.kind === 'home'
        ? `${SITE.companyName} | ${route.title}`
        : `${route.title} | ${SITE.companyName}`,
    canonical: absolute(route.path),
  };
}

const setInHead = (selector: string, attribute: string, value: string) => {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
};

/** Brings the live document's head in line with a route, after a client-side navigation. */
export function applyHead(head: HeadData): void {
  document.title = head.title;
  setInHead('link[rel="canonical"]', 'href', head.canonical);
  setInHead('meta[property="og:title"]', 'content', head.title);
  setInHead('meta[property="og:url"]', 'content', head.canonical);
  setInHead('meta[name="twitter:title"]', 'content', head.title);
}

/** Puts a route's description in the live document's head. */
export function applyDescription(description: string): void {
  setInHead('meta[name="description"]', 'content', description);
  setInHead('meta[property="og:description"]', 'content', description);
  setInHead('meta[name="twitter:description"]', 'content', description);
}
