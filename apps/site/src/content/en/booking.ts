import type { ServiceType } from '@acme/pricing-engine';
import type { BookingCopy, OnDemandPageCopy } from '../shapes/booking';

export const ON_DEMAND_PAGE: OnDemandPageCopy = {
  title: 'Book On-Demand IT Support',
  lead: 'Remote or onsite help by the hour, priced in Gulf time (GST, UTC+4).',
  ratesTitle: 'Rates',
  rates: (base: string, includedHours: number, extraHourly: string, multiplier: number) =>
    `${base} for the first ${includedHours} hours, then ${extraHourly} per hour. After hours ×${multiplier}.`,
  travel: (charge: string) => ` Travel outside Dubai and Sharjah ${charge}.`,
};

export const BOOKING: BookingCopy = {
  label: 'Book on-demand support',
  chooseEmirate: 'Select an emirate',
  quickHours: 'Quick hours',
  address: 'Address',
  notes: 'Notes',
  received: 'Booking received',
  receivedText: (serviceType: ServiceType) =>
    `We will confirm your ${serviceType} support shortly.`,
  lastBooking: (reference: string, when: string) =>
    `Last booking: ${reference} for ${when} Dubai time`,
  sending: 'Sending...',
  submit: 'Book Support',
  quote: {
    title: 'Your quote',
    base: (hours: number, serviceType: ServiceType) => `Base (${hours} hours, ${serviceType})`,
    extraHours: (hours: number, rate: string) => `Extra hours: ${hours} × ${rate}`,
    weekend: (afterHours: string) => `${afterHours} (weekend)`,
    outsideBusinessHours: (afterHours: string, opens: string, closes: string) =>
      `${afterHours} (outside ${opens}–${closes} Mon–Fri)`,
    notApplied: (afterHours: string) => `${afterHours} (not applied)`,
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
