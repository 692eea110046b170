import { Hero, Section } from '@acme/ui';
import { BOOKING_CHANGE } from '@content/booking-change';
import { Island } from '../islands/Island';

/**
 * Where a booking's confirmation mail links to (`#` and the booking's token): the booking, to move
 * or cancel. Not indexed and not in the sitemap (its route is `unlisted`).
 */
export default function BookingChangePage() {
  return (
    <>
      <Hero title={BOOKING_CHANGE.title}>
        <p>{BOOKING_CHANGE.lead}</p>
      </Hero>
      <Section>
        <Island name="BookingChange" when="visible" props={{}} />
      </Section>
    </>
  );
}
