/**
 * The policy pages' titles: each page's heading and its route's title, in a module of their own so
 * the policy page need not load every route's name.
 */
export const POLICY_TITLES = {
  legal: 'Legal Information',
  privacy: 'Privacy Policy',
  infosec: 'Information Security Policy',
};
