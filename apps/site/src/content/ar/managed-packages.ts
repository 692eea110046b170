import type * as en from '../en/managed-packages';
import type { Translation } from '../translation';

/** The managed packages below the calculator (see the English module). */
export const MANAGED_PACKAGES: Translation<typeof en.MANAGED_PACKAGES> = {
  title: 'الباقات المُدارة',
  period: 'شهريًا',
  // The noun agrees with the number: 3–10 take the plural, 11 and more the singular.
  cap: (users) => `حتى ${users} ${users >= 3 && users <= 10 ? 'مستخدمين' : 'مستخدمًا'}`,
};
