import type { Testimonial } from './testimonial';

/**
 * The home page's copy; its offers' icons are the page's own (`OFFER_ICONS`, in the same order).
 */
export interface HomeCopy {
  readonly badge: string;
  readonly title: string;
  readonly lead: string;
  readonly offers: readonly {
    readonly title: string;
    readonly description: string;
    readonly bullets: readonly string[];
  }[];
  readonly whyChoose: readonly {
    readonly title: string;
    readonly description: string;
  }[];
  readonly industries: readonly string[];
  readonly cta: {
    readonly title: string;
    readonly text: string;
  };
  readonly headings: {
    readonly offers: string;
    readonly whyChoose: (company: string) => string;
    readonly industries: string;
    readonly testimonials: string;
  };
  readonly actions: {
    readonly assessment: string;
    readonly call: string;
    readonly getStarted: string;
    readonly pricing: string;
  };
  readonly testimonials: readonly Testimonial[];
}
