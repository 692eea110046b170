import { decodeBooking } from '@acme/forms-client/contract';
import {
  isBookingDateAllowed,
  priceOnDemand,
  type OnDemandQuote,
  type OnDemandRequest,
} from '@acme/pricing-engine';

/**
 * A booking as its fields state it, read by the booking contract's codec: `null` when the form
 * could not have sent them.
 *
 * @example
 * bookingRequest({ service_type: 'remote', requested_date: '2026-11-24', requested_hour_gst: '10:00', hours: '3' }); // => { serviceType: 'remote', emirate: null, date: '2026-11-24', startHour: 10, hours: 3 }
 * bookingRequest({ service_type: 'remote', requested_date: '2026-02-30', requested_hour_gst: '10:00', hours: '3' }); // => null
 */
export function bookingRequest(fields: Readonly<Record<string, string>>): OnDemandRequest | null {
  return decodeBooking(fields);
}

/** A booking priced on the server, never from the browser's figures. */
export interface PricedBooking {
  readonly request: OnDemandRequest;
  readonly quote: OnDemandQuote;
}

/**
 * Why a booking cannot be taken: `'malformed'` when its fields were not made by the form,
 * `'past'` for a day before today in Dubai; `null` when it can.
 */
export function bookingProblem(
  fields: Readonly<Record<string, string>>,
  now: Date,
): 'malformed' | 'past' | null {
  const request = bookingRequest(fields);
  if (!request) return 'malformed';
  return isBookingDateAllowed(request.date, now) ? null : 'past';
}

/** The booking its fields state, priced by the engine; `null` when they state none. */
export function pricedBooking(fields: Readonly<Record<string, string>>): PricedBooking | null {
  const request = bookingRequest(fields);
  return request && { request, quote: priceOnDemand(request) };
}
