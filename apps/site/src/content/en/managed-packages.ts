import type { ManagedPackagesCopy } from '../shapes/managed-packages';

export const MANAGED_PACKAGES: ManagedPackagesCopy = {
  title: 'Managed packages',
  period: '/month',
  cap: (users: number) => `Up to ${users} users`,
};
