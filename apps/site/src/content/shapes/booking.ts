import type { Emirate, ServiceType } from '@acme/pricing-engine';

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

/**
 * What a booking is made of, as the booking form, its quote and a booking seen again (the page
 * where it is moved or cancelled) name it: apart from the form's own words, so that the page
 * that shows a booking carries these alone.
 */
export interface BookingTermsCopy {
  /** Each service type's name. */
  readonly serviceTypes: Readonly<Record<ServiceType, string>>;
  readonly serviceType: string;
  readonly emirate: string;
  readonly emirateName: (emirate: Emirate) => string;
  readonly date: string;
  readonly startTime: string;
  /** A start hour as the list of hours shows it, e.g. `09:00 GST (UTC+4)`. */
  readonly hour: (time: string) => string;
  readonly hours: string;
  readonly minimumHours: (hours: number) => string;
  readonly hoursButton: (hours: number) => string;
  /** The after-hours rule's name, with its multiplier. */
  readonly afterHours: (multiplier: number) => string;
  readonly travel: string;
  readonly total: string;
}

/** The booking form and its live quote (a booking's parts: {@link BookingTermsCopy}). */
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
