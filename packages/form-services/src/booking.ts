import {
  ON_DEMAND_RATES,
  isBookingDateAllowed,
  parseIsoDate,
  priceOnDemand,
  toEmirate,
  type OnDemandQuote,
  type OnDemandRequest,
} from '@acme/pricing-engine';

/**
 * A booking as its fields state it, read strictly: a real `YYYY-MM-DD` date, a whole `HH:00`
 * start, whole hours from the minimum up, a known service and, for an
 * onsite visit, one of the emirates. `null` when any of them is not so: the form never sends
 * such a booking, so it was not made by the form.
 *
 * @example
 * bookingRequest({ service_type: 'remote', requested_date: '2026-11-24', requested_hour_gst: '10:00', hours: '3' }); // => { serviceType: 'remote', emirate: null, date: '2026-11-24', startHour: 10, hours: 3 }
 * bookingRequest({ service_type: 'remote', requested_date: '2026-02-30', requested_hour_gst: '10:00', hours: '3' }); // => null
 */
export function bookingRequest(fields: Readonly<Record<string, string>>): OnDemandRequest | null {
  const date = fields.requested_date ?? '';
  const hour = /^([01]\d|2[0-3]):00$/.exec(fields.requested_hour_gst ?? '');
  const hours = /^\d{1,5}$/.test(fields.hours ?? '') ? Number(fields.hours) : NaN;
  const serviceType = fields.service_type;
  const emirate = serviceType === 'onsite' ? toEmirate(fields.emirate) : null;
  if (parseIsoDate(date) === null || !hour) return null;
  if (!(hours >= ON_DEMAND_RATES.minimumHours)) return null;
  if (serviceType !== 'remote' && serviceType !== 'onsite') return null;
  if (serviceType === 'onsite' && emirate === null) return null;
  return { serviceType, emirate, date, startHour: Number(hour[1]), hours };
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
