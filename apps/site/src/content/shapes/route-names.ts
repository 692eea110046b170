/** What a screen is called: its document title (the company name is appended) and breadcrumb. */
export interface RouteName {
  readonly title: string;
  /** The trail for breadcrumb structured data, after Home. */
  readonly breadcrumb?: string;
}
