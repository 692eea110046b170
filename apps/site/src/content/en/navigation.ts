import type { NavLabelsCopy } from '../shapes/navigation';

export const NAV_LABELS: NavLabelsCopy = {
  home: 'Home',
  about: 'About',
  support: 'IT Support',
  security: 'IT Security',
  services: 'IT Services',
  packages: 'Packages',
  onDemand: 'On-Demand Support',
  pricing: 'Pricing',
  careers: 'Careers',
};
