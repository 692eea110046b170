/** The service template's own words (the AMC page's too), apart from the service pages' content that the AMC page does not load. */
export const SERVICE_TEMPLATE = {
  badge: 'Managed IT Services',
  assessment: 'Get a Free Assessment',
  pricing: 'View Pricing',
  logIn: 'Log In',
  features: 'Key Features',
  benefits: 'Benefits',
};
