import { createBookingLinkClient } from '@acme/forms-client/booking-link';
import { formServicesUrl } from '../form-services-address';

/**
 * The form services' endpoint for the link in a booking's confirmation mail (issue #36): where the
 * booking-change page views, previews, moves and cancels; on the services' origin when the forms
 * post to another one. Here, not in the site configuration, so that only that page's script
 * carries it.
 */
const BOOKING_LINK_ENDPOINT = formServicesUrl(
  import.meta.env.VITE_FORMS_ENDPOINT,
  '/api/booking-link',
);

/** The booking-change page's client of the form services' booking link endpoint. */
export const bookingLink = createBookingLinkClient({ endpoint: BOOKING_LINK_ENDPOINT });
