import type { Emirate, ServiceType } from '@acme/pricing-engine';

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
