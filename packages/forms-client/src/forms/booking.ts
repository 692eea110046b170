import {
  isBookingDateAllowed,
  priceOnDemand,
  toStartHour,
  type OnDemandQuote,
  type ServiceType,
} from '@acme/pricing-engine';
import type { SubmissionContext } from '../campaign';
import type { FormsConfig } from '../config';
import { BOOKING_CONTRACT } from '../contract/forms';
import { formMailSender } from '../senders';
import { clean } from '../text';
import { formMailFields } from './form-mail';

/** The on-demand booking form. */
export interface BookingRequest {
  readonly serviceType: ServiceType;
  /** Required for onsite visits. */
  readonly emirate?: string | null;
  /** `YYYY-MM-DD`, the day in Dubai. */
  readonly date: string;
  /** 0–23, Gulf time. */
  readonly startHour: number | string;
  readonly hours: number | string;
  readonly name: string;
  readonly email: string;
  readonly company?: string;
  readonly phone?: string;
  readonly address?: string;
  readonly notes?: string;
  readonly botcheck?: string;
}

/** What the booking form says of a date before today, in Dubai. */
export const BOOKING_PAST_DATE_MESSAGE = 'Please choose today or a later date.';

/** The booking fields, priced by the engine from the input as it is now. */
export function bookingFields(
  input: BookingRequest,
  context: SubmissionContext,
  config: Pick<FormsConfig, 'accessKey'>,
): Record<string, string> {
  const quote: OnDemandQuote = priceOnDemand(input);
  const service = quote.serviceType === 'onsite' ? 'Onsite' : 'Remote';
  return {
    ...formMailFields(
      {
        subject: `On-Demand Support Booking (${service})`,
        name: input.name,
        email: input.email,
        source: 'on-demand-support',
        botcheck: input.botcheck,
      },
      context,
      config,
    ),
    company: clean(input.company),
    phone: clean(input.phone),
    address: clean(input.address),
    notes: input.notes ?? '',
    service_type: quote.serviceType,
    emirate: quote.emirate ?? '',
    requested_date: input.date,
    requested_hour_gst: `${String(toStartHour(input.startHour)).padStart(2, '0')}:00`,
    requested_datetime_dubai_iso: quote.requestedDatetimeDubaiIso,
    hours: String(quote.hours),
    after_hours: quote.afterHours ? 'Yes' : 'No',
    travel_charge_aed: String(quote.travelCharge),
    calculated_total_aed: String(quote.total),
    pricing_breakdown: JSON.stringify({
      base_includes_hours: quote.baseIncludesHours,
      base_rate_aed: quote.baseRate,
      extra_hours: quote.extraHours,
      extra_rate_aed: quote.extraRate,
      after_hours_multiplier: quote.afterHoursMultiplier,
      travel_charge_aed: quote.travelCharge,
    }),
  };
}

/** Sends an on-demand booking, priced at the moment of sending, to the form-mail service. */
export const sendBooking = /* @__PURE__ */ formMailSender<BookingRequest>({
  contract: BOOKING_CONTRACT,
  fields: bookingFields,
  check: (input, config) =>
    isBookingDateAllowed(input.date, config.now?.() ?? new Date())
      ? null
      : { message: BOOKING_PAST_DATE_MESSAGE },
});
