import type { ServiceTemplateCopy } from '../shapes/service-template';

export const SERVICE_TEMPLATE: ServiceTemplateCopy = {
  badge: 'Managed IT Services',
  assessment: 'Get a Free Assessment',
  pricing: 'View Pricing',
  logIn: 'Log In',
  features: 'Key Features',
  benefits: 'Benefits',
};
