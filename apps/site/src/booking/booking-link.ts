import { createBookingLinkClient } from '@acme/forms-client/booking-link';
import { BOOKING_LINK_ENDPOINT } from '../config';

/** The booking-change page's client of the form services' booking link endpoint. */
export const bookingLink = createBookingLinkClient({ endpoint: BOOKING_LINK_ENDPOINT });
