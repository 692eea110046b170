import type { Emirate, ServiceType } from '@acme/pricing-engine';

/** The on-demand support page: its hero and its rates. */
export const ON_DEMAND_PAGE = {
  title: 'Book On-Demand IT Support',
  lead: 'Remote or onsite help by the hour, priced in Gulf time (GST, UTC+4).',
  ratesTitle: 'Rates',
  /** A service type's rates: the base for its first hours, then per hour, after hours. */
  rates: (base: string, includedHours: number, extraHourly: string, multiplier: number) =>
    `${base} for the first ${includedHours} hours, then ${extraHourly} per hour. After hours ×${multiplier}.`,
  travel: (charge: string) => ` Travel outside Dubai and Sharjah ${charge}.`,
};

/** The booking form and its live quote. */
export const BOOKING = {
  label: 'Book on-demand support',
  serviceTypes: { remote: 'Remote', onsite: 'Onsite' },
  serviceType: 'Service type',
  emirate: 'Emirate',
  chooseEmirate: 'Select an emirate',
  emirateName: (emirate: Emirate) => emirate,
  date: 'Date',
  startTime: 'Start time (Gulf time)',
  /** A start hour as the list of hours shows it, e.g. `09:00 GST (UTC+4)`. */
  hour: (time: string) => `${time} GST (UTC+4)`,
  hours: 'Hours',
  minimumHours: (hours: number) => `Minimum ${hours} hours`,
  quickHours: 'Quick hours',
  hoursButton: (hours: number) => `${hours} hours`,
  address: 'Address',
  notes: 'Notes',
  received: 'Booking received',
  receivedText: (serviceType: ServiceType) =>
    `We will confirm your ${serviceType} support shortly.`,
  /** The last booking, under the form after it resets: its reference, its day and start. */
  lastBooking: (reference: string, when: string) =>
    `Last booking: ${reference} for ${when} Dubai time`,
  sending: 'Sending...',
  submit: 'Book Support',
  quote: {
    title: 'Your quote',
    base: (hours: number, serviceType: ServiceType) => `Base (${hours} hours, ${serviceType})`,
    extraHours: (hours: number, rate: string) => `Extra hours: ${hours} × ${rate}`,
    afterHours: (multiplier: number) => `After-hours ×${multiplier}`,
    /** Why after-hours applies, after its name; every one holds its room in the quote. */
    weekend: (afterHours: string) => `${afterHours} (weekend)`,
    /** Outside business hours, from `opens` to `closes` (e.g. `09:00`, `18:00`) on weekdays. */
    outsideBusinessHours: (afterHours: string, opens: string, closes: string) =>
      `${afterHours} (outside ${opens}–${closes} Mon–Fri)`,
    notApplied: (afterHours: string) => `${afterHours} (not applied)`,
    travel: 'Travel',
    total: 'Total',
  },
  serviceLevels: {
    title: 'Service levels',
    text: 'Remote: best effort within 8 hours. Onsite: scheduled with you.',
  },
  talk: {
    title: 'Prefer to talk?',
    before: 'Call ',
    between: ' or email ',
    after: '.',
  },
};
