import { arabicCount } from '@acme/pricing-engine';
import type * as en from '../en/managed-packages';
import type { Translation } from '../translation';
import { USERS } from './nouns';

/** The managed packages below the calculator (see the English module). */
export const MANAGED_PACKAGES: Translation<typeof en.MANAGED_PACKAGES> = {
  title: 'الباقات المُدارة',
  period: 'شهريًا',
  cap: (users) => `حتى ${arabicCount(users, USERS, 'genitive')}`,
};
