/** The side navigation's own words: its links and groups (the services are named by their `navLabel`). */
export const NAV_LABELS = {
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
