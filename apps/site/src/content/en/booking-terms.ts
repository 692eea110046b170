import type { Emirate } from '@acme/pricing-engine';
import type { BookingTermsCopy } from '../shapes/booking-terms';

/** What a booking is made of, as the form, its quote and a booking seen again name it. */
export const BOOKING_TERMS: BookingTermsCopy = {
  serviceTypes: { remote: 'Remote', onsite: 'Onsite' },
  serviceType: 'Service type',
  emirate: 'Emirate',
  emirateName: (emirate: Emirate) => emirate,
  date: 'Date',
  startTime: 'Start time (Gulf time)',
  hour: (time: string) => `${time} GST (UTC+4)`,
  hours: 'Hours',
  minimumHours: (hours: number) => `Minimum ${hours} hours`,
  hoursButton: (hours: number) => `${hours} hours`,
  afterHours: (multiplier: number) => `After-hours ×${multiplier}`,
  travel: 'Travel',
  total: 'Total',
};
