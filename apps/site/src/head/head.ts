import { SITE } from '../config';
import type { SiteRoute } from '../routes/routes';

/** Everything a route puts in the document head. */
export interface HeadData {
  readonly title: string;
  readonly description: string;
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
    description: route.description,
    canonical: absolute(route.path),
  };
}

/** Brings the live document's head in line with a route, after a client-side navigation. */
export function applyHead(head: HeadData): void {
  document.title = head.title;
  const set = (selector: string, attr: string, value: string) => {
    document.head.querySelector(selector)?.setAttribute(attr, value);
  };
  set('meta[name="description"]', 'content', head.description);
  set('link[rel="canonical"]', 'href', head.canonical);
  set('meta[property="og:title"]', 'content', head.title);
  set('meta[property="og:description"]', 'content', head.description);
  set('meta[property="og:url"]', 'content', head.canonical);
  set('meta[name="twitter:title"]', 'content', head.title);
  set('meta[name="twitter:description"]', 'content', head.description);
}
