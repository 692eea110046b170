import type { PolicyTitlesCopy } from '../shapes/policy-titles';

/** The policy pages' titles: each page's heading and its route's title. */
export const POLICY_TITLES: PolicyTitlesCopy = {
  legal: 'المعلومات القانونية',
  privacy: 'سياسة الخصوصية',
  infosec: 'سياسة أمن المعلومات',
  disclosure: 'سياسة الإفصاح عن الثغرات الأمنية',
};
