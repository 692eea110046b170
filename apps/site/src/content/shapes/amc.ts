import type { AmcPlanId } from '../../catalogue/amc';
import type { Testimonial } from './testimonial';

/** The AMC page's headings, buttons and labels. */
export interface AmcPageCopy {
  readonly slaTitle: string;
  readonly slaCaption: string;
  readonly columns: {
    readonly priority: string;
    readonly response: string;
    readonly resolution: string;
  };
  readonly definitionsBefore: string;
  readonly definitionsLink: string;
  readonly definitionsAfter: string;
  readonly plansTitle: string;
  readonly seePricing: string;
  /** The pricing link's accessible name, naming its plan. */
  readonly seePricingLabel: (planName: string) => string;
  readonly industriesTitle: string;
  readonly coverageTitle: string;
  readonly resultsTitle: string;
  readonly testimonialsTitle: string;
  readonly faqTitle: string;
  readonly resourcesTitle: string;
  readonly resources: {
    readonly sla: string;
    readonly rfi: string;
    readonly checklist: string;
    readonly pricing: string;
  };
  /** The bar that stays at the foot of the page: its name, its line and its button. */
  readonly stickyLabel: string;
  readonly stickyText: string;
  readonly stickyButton: string;
}

/** The extras of the AMC page. */
export interface AmcCopy {
  /** The plans, by anchor (their presets are in `catalogue/amc`). */
  readonly plans: Readonly<Record<AmcPlanId, AmcPlanCopy>>;
  readonly industries: readonly string[];
  readonly coverage: readonly {
    readonly place: string;
    readonly text: string;
  }[];
  readonly results: readonly {
    readonly value: string;
    readonly label: string;
  }[];
  readonly testimonials: readonly Testimonial[];
  /** Questions (`q`) and their answers (`a`). */
  readonly faq: readonly {
    readonly q: string;
    readonly a: string;
  }[];
}

/** A row of the AMC page's SLA table. */
export interface AmcSlaRow {
  readonly priority: string;
  readonly response: string;
  readonly resolution: string;
}

/** An AMC plan's card. */
export interface AmcPlanCopy {
  readonly name: string;
  /** Its device range, e.g. `10–25 devices`. */
  readonly devices: string;
  readonly text: string;
}
