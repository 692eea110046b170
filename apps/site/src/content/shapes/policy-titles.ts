/**
 * The policy pages' titles: each page's heading and its route's title, in a module of their own so
 * the policy page need not load every route's name.
 */
export interface PolicyTitlesCopy {
  readonly legal: string;
  readonly privacy: string;
  readonly infosec: string;
  readonly disclosure: string;
}
