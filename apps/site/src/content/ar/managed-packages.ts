import { arabicCount } from '@acme/pricing-engine';
import { USERS } from './nouns';
import type { ManagedPackagesCopy } from '../shapes/managed-packages';

export const MANAGED_PACKAGES: ManagedPackagesCopy = {
  title: 'الباقات المُدارة',
  period: 'شهريًا',
  cap: (users) => `حتى ${arabicCount(users, USERS, 'genitive')}`,
};
