/**
 * The service template's own words (the AMC page's too), apart from the service pages' content that the AMC page does not load.
 */
export interface ServiceTemplateCopy {
  readonly badge: string;
  readonly assessment: string;
  readonly pricing: string;
  readonly logIn: string;
  readonly features: string;
  readonly benefits: string;
}
