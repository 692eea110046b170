import type { ServiceType } from '@acme/pricing-engine';

/** The on-demand support page: its hero and its rates. */
export interface OnDemandPageCopy {
  readonly title: string;
  readonly lead: string;
  readonly ratesTitle: string;
  /** A service type's rates: the base for its first hours, then per hour, after hours. */
  readonly rates: (
    base: string,
    includedHours: number,
    extraHourly: string,
    multiplier: number,
  ) => string;
  readonly travel: (charge: string) => string;
}

/** The booking form and its live quote (a booking's parts are `BookingTermsCopy`'s). */
export interface BookingCopy {
  readonly label: string;
  readonly chooseEmirate: string;
  readonly quickHours: string;
  readonly address: string;
  readonly notes: string;
  readonly received: string;
  readonly receivedText: (serviceType: ServiceType) => string;
  /** The last booking, under the form after it resets: its reference, its day and start. */
  readonly lastBooking: (reference: string, when: string) => string;
  readonly sending: string;
  readonly submit: string;
  readonly quote: {
    readonly title: string;
    readonly base: (hours: number, serviceType: ServiceType) => string;
    readonly extraHours: (hours: number, rate: string) => string;
    /** Why after-hours applies, after its name; every one holds its room in the quote. */
    readonly weekend: (afterHours: string) => string;
    /** Outside business hours, from `opens` to `closes` (e.g. `09:00`, `18:00`) on weekdays. */
    readonly outsideBusinessHours: (afterHours: string, opens: string, closes: string) => string;
    readonly notApplied: (afterHours: string) => string;
  };
  readonly serviceLevels: {
    readonly title: string;
    readonly text: string;
  };
  readonly talk: {
    readonly title: string;
    readonly before: string;
    readonly between: string;
    readonly after: string;
  };
}
