/** What a service's own page says, loaded with that page (not with every page of the site). */
export interface ServicePageContent {
  readonly heroLead: string;
  readonly features: readonly { readonly title: string; readonly description: string }[];
  readonly benefits: readonly string[];
}
