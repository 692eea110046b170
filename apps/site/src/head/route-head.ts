import { ROUTE_DESCRIPTIONS } from '@content/descriptions';
import { ROUTE_NAMES } from '@content/route-names';
import { SERVICE_TITLES } from '@content/service-titles';
import { required } from '../required';
import type { SiteRoute } from '../routes/routes';

/** What a route's head says in the build's language. */
export interface RouteHeadCopy {
  /** The page's title, without the company name. */
  readonly title: string;
  /** Its name in the breadcrumb trail, after Home. */
  readonly breadcrumb: string;
  readonly description: string;
}

/**
 * A route's title, trail name and description. The prerender writes them into each page's HTML,
 * which is all the browser reads of them.
 */
export function routeHeadCopy(route: Pick<SiteRoute, 'id' | 'service'>): RouteHeadCopy {
  const name = route.service
    ? { title: SERVICE_TITLES[route.service.id] }
    : ROUTE_NAMES[route.id as keyof typeof ROUTE_NAMES];
  return {
    title: name.title,
    breadcrumb: ('breadcrumb' in name && name.breadcrumb) || name.title,
    description: required(ROUTE_DESCRIPTIONS[route.id], `${route.id}'s description`),
  };
}

/** The home page's name in the breadcrumb trail. */
export const HOME_BREADCRUMB = ROUTE_NAMES.home.breadcrumb ?? ROUTE_NAMES.home.title;
