import type { PricedBooking } from '../booking';
import type { BookingChange, StoredLead } from '../store/lead-store';
import { linkToken } from './link-token';

/** Where the booking's page is on the site, after the language's prefix (`/ar`). */
export const BOOKING_PAGE_PATH = '/on-demand-support/booking';

type WithChanges = Pick<StoredLead, 'bookingChanges'>;

/**
 * A booking's version: how many changes its visitor made. A link names the version it was made
 * for; a change makes every earlier link used.
 *
 * @example
 * bookingVersion({}); // => 0
 */
export const bookingVersion = (lead: WithChanges): number => lead.bookingChanges?.length ?? 0;

/** The booking's latest change, or `null` when it is as it was made. */
export const latestChange = (lead: WithChanges): BookingChange | null =>
  lead.bookingChanges?.at(-1) ?? null;

/** Whether the visitor cancelled the booking: nothing more can change it. */
export const isCancelled = (lead: WithChanges): boolean =>
  latestChange(lead)?.action === 'cancelled';

/** When a booking starts (ms): the Dubai hour its request names, which ends its link. */
export const bookingStart = (booking: PricedBooking): number =>
  Date.parse(booking.quote.requestedDatetimeDubaiIso);

/**
 * The address of a booking's page with the link's token in its fragment, which a browser sends
 * to no server and puts in no `Referer`: the site's page reads it and posts it.
 *
 * @example
 * bookingLinkUrl('https://acme.ae', '/ar', 'abc.def'); // => 'https://acme.ae/ar/on-demand-support/booking#abc.def'
 */
export const bookingLinkUrl = (siteUrl: string, pathPrefix: string, token: string): string =>
  `${siteUrl}${pathPrefix}${BOOKING_PAGE_PATH}#${token}`;

/** The token of the link a booking's mail carries now: its version, until it starts. */
export const currentLinkToken = (
  secret: string,
  lead: Pick<StoredLead, 'id' | 'bookingChanges'>,
  booking: PricedBooking,
): string =>
  linkToken(secret, {
    lead: lead.id,
    version: bookingVersion(lead),
    expires: bookingStart(booking),
  });
