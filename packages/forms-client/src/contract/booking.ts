import {
  ON_DEMAND_RATES,
  filsToAed,
  parseIsoDate,
  priceOnDemand,
  toEmirate,
  toStartHour,
  type Emirate,
  type OnDemandQuote,
  type OnDemandRequest,
  type ServiceType,
} from '@acme/pricing-engine';

/**
 * The longest booking taken, in billed hours: the pricing engine's, which the booking form (that
 * does not load this contract before sending) reads as well.
 */
export const BOOKING_MAX_HOURS = ON_DEMAND_RATES.maximumHours;

/** What the form and the services say of a booking longer than {@link BOOKING_MAX_HOURS}. */
export const BOOKING_TOO_LONG_MESSAGE = `Please choose at most ${BOOKING_MAX_HOURS} hours.`;

/**
 * The booking's own wire fields, as site-pages.md lists them, in the order they are sent. A type,
 * not an interface, so that it is a record of strings as every form's fields are.
 */
export type BookingWireFields = {
  readonly service_type: string;
  readonly emirate: string;
  /** `YYYY-MM-DD`, the day in Dubai. */
  readonly requested_date: string;
  /** `HH:00`, Gulf time. */
  readonly requested_hour_gst: string;
  readonly requested_datetime_dubai_iso: string;
  /** Billed hours. */
  readonly hours: string;
  /** `Yes` or `No`. */
  readonly after_hours: string;
  readonly travel_charge_aed: string;
  /** The browser's total: the services price the booking again and never trust it. */
  readonly calculated_total_aed: string;
  /** JSON of the rates and counts the total was made from. */
  readonly pricing_breakdown: string;
};

/**
 * A booking as its wire fields state it, priced by the engine from the request as it is now, or
 * from the quote the caller has already priced for it (a server that decoded the booking once
 * passes its price, rather than pricing it again).
 *
 * @example
 * encodeBooking({ serviceType: 'remote', date: '2026-11-23', startHour: '9', hours: 1 }).requested_hour_gst; // => '09:00'
 * encodeBooking({ serviceType: 'remote', date: '2026-11-23', startHour: '9', hours: 1 }).hours; // => '2'
 * encodeBooking({ serviceType: 'onsite', emirate: 'abu dhabi', date: '2026-11-28', startHour: 10, hours: 3 }).calculated_total_aed; // => '1100'
 */
export function encodeBooking(
  request: OnDemandRequest,
  quote: OnDemandQuote = priceOnDemand(request),
): BookingWireFields {
  // The engine answers in fils; the wire speaks dirhams, as the specification names the fields.
  const travel = filsToAed(quote.travelCharge);
  return {
    service_type: quote.serviceType,
    emirate: quote.emirate ?? '',
    requested_date: request.date,
    requested_hour_gst: `${String(toStartHour(request.startHour)).padStart(2, '0')}:00`,
    requested_datetime_dubai_iso: quote.requestedDatetimeDubaiIso,
    hours: String(quote.hours),
    after_hours: quote.afterHours ? 'Yes' : 'No',
    travel_charge_aed: String(travel),
    calculated_total_aed: String(filsToAed(quote.total)),
    pricing_breakdown: JSON.stringify({
      base_includes_hours: quote.baseIncludesHours,
      base_rate_aed: filsToAed(quote.baseRate),
      extra_hours: quote.extraHours,
      extra_rate_aed: filsToAed(quote.extraRate),
      after_hours_multiplier: quote.afterHoursMultiplier,
      travel_charge_aed: travel,
    }),
  };
}

/** A booking as {@link decodeBooking} reads it: every field checked, of its own type. */
export interface DecodedBooking extends OnDemandRequest {
  readonly serviceType: ServiceType;
  readonly emirate: Emirate | null;
  readonly startHour: number;
  readonly hours: number;
}

/**
 * The booking its wire fields state, read strictly: a real `YYYY-MM-DD` date, a whole `HH:00`
 * start, whole hours from the minimum up to {@link BOOKING_MAX_HOURS}, a known service and, for
 * an onsite visit, one of the emirates. `null` when any of them is not so: {@link encodeBooking}
 * never writes such fields, so they were not made by the form.
 *
 * @example
 * decodeBooking({ service_type: 'remote', requested_date: '2026-11-24', requested_hour_gst: '10:00', hours: '3' }); // => { serviceType: 'remote', emirate: null, date: '2026-11-24', startHour: 10, hours: 3 }
 * decodeBooking({ service_type: 'remote', requested_date: '2026-02-30', requested_hour_gst: '10:00', hours: '3' }); // => null
 * decodeBooking({ service_type: 'remote', requested_date: '2026-11-24', requested_hour_gst: '10:00', hours: '25' }); // => null
 */
export function decodeBooking(
  fields: Readonly<Record<string, string | undefined>>,
): DecodedBooking | null {
  const date = fields.requested_date ?? '';
  const hour = /^([01]\d|2[0-3]):00$/.exec(fields.requested_hour_gst ?? '');
  const hours = /^\d{1,5}$/.test(fields.hours ?? '') ? Number(fields.hours) : NaN;
  const serviceType = fields.service_type;
  const emirate = serviceType === 'onsite' ? toEmirate(fields.emirate) : null;
  if (parseIsoDate(date) === null || !hour) return null;
  if (!(hours >= ON_DEMAND_RATES.minimumHours && hours <= BOOKING_MAX_HOURS)) return null;
  if (serviceType !== 'remote' && serviceType !== 'onsite') return null;
  if (serviceType === 'onsite' && emirate === null) return null;
  return { serviceType, emirate, date, startHour: Number(hour[1]), hours };
}

/** What the booking form says of a date before today, in Dubai; the server says the same. */
export const BOOKING_PAST_DATE_MESSAGE = 'Please choose today or a later date.';

/**
 * What the services say of a booking change (through its link) that no form of the site sends:
 * a day that is no date, a start hour outside the day, hours that are not whole; and of a move to
 * the day, start hour and hours the booking has already (refused: it would use up the link and
 * mail a change that changes nothing). A past day and
 * too many hours get the booking form's own {@link BOOKING_PAST_DATE_MESSAGE} and
 * {@link BOOKING_TOO_LONG_MESSAGE}.
 */
export const BOOKING_CHANGE_MESSAGES = {
  date: 'Please choose a date.',
  startHour: 'Please choose a start hour from 00:00 to 23:00.',
  hours: 'Please choose a whole number of hours.',
  unchanged: "This is already your booking's date and time. Please choose another.",
} as const;
