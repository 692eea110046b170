/**
 * The managed packages below the calculator: a module of its own, loaded with them after the page.
 */
export const MANAGED_PACKAGES = {
  title: 'Managed packages',
  period: '/month',
  cap: (users: number) => `Up to ${users} users`,
};
