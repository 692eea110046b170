import type { PolicyTitlesCopy } from '../shapes/policy-titles';

export const POLICY_TITLES: PolicyTitlesCopy = {
  legal: 'Legal Information',
  privacy: 'Privacy Policy',
  infosec: 'Information Security Policy',
  disclosure: 'Vulnerability Disclosure Policy',
};
