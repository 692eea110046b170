import { decodeBooking } from '@acme/forms-client/contract';
import { priceOnDemand, type OnDemandQuote, type OnDemandRequest } from '@acme/pricing-engine';

/** A booking priced on the server, never from the browser's figures. */
export interface PricedBooking {
  readonly request: OnDemandRequest;
  /** The engine's price, in fils. */
  readonly quote: OnDemandQuote;
}

/**
 * The booking its fields state (read by the booking contract's codec), priced by the engine;
 * `null` when the form could not have sent them.
 *
 * @example
 * pricedBooking({ service_type: 'remote', requested_date: '2026-11-24', requested_hour_gst: '10:00', hours: '3' })?.request; // => { serviceType: 'remote', emirate: null, date: '2026-11-24', startHour: 10, hours: 3 }
 * pricedBooking({ service_type: 'remote', requested_date: '2026-02-30', requested_hour_gst: '10:00', hours: '3' }); // => null
 */
export function pricedBooking(fields: Readonly<Record<string, string>>): PricedBooking | null {
  const request = decodeBooking(fields);
  return request && { request, quote: priceOnDemand(request) };
}
