import type * as en from '../en/policy-titles';
import type { Translation } from '../translation';

/** The policy pages' titles: each page's heading and its route's title. */
export const POLICY_TITLES: Translation<typeof en.POLICY_TITLES> = {
  legal: 'المعلومات القانونية',
  privacy: 'سياسة الخصوصية',
  infosec: 'سياسة أمن المعلومات',
};
