import type { ServiceGroupId } from '../../catalogue/services';

/** The services page's own words. */
export interface ServicesPageCopy {
  readonly title: string;
  readonly lead: string;
  readonly assessment: string;
  readonly expert: string;
  readonly learnMore: string;
  /** Read after "Learn more" by screen readers only. */
  readonly learnMoreAbout: (service: string) => string;
  readonly quote: string;
  /** Read after "Get quote" by screen readers only. */
  readonly quoteFor: (service: string) => string;
}

/** A group of the catalogue, with the line that introduces it. */
export interface ServiceGroupCopy {
  readonly id: ServiceGroupId;
  readonly label: string;
  readonly description: string;
}
