import { isBookingDateAllowed, type ServiceType } from '@acme/pricing-engine';
import type { SubmissionContext } from '../campaign';
import type { FormsConfig } from '../config';
import { BOOKING_PAST_DATE_MESSAGE, encodeBooking } from '../contract/booking';
import { BOOKING_CONTRACT } from '../contract/forms';
import { formMailSender } from '../senders';
import { clean, phoneNumber } from '../text';
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

/** The booking fields, priced by the engine from the input as it is now. */
export function bookingFields(
  input: BookingRequest,
  context: SubmissionContext,
  config: Pick<FormsConfig, 'accessKey'>,
): Record<string, string> {
  const service = input.serviceType === 'onsite' ? 'Onsite' : 'Remote';
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
    phone: phoneNumber(input.phone),
    address: clean(input.address),
    notes: input.notes ?? '',
    ...encodeBooking(input),
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
