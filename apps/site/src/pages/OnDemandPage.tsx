import { ON_DEMAND_RATES, formatAED } from '@acme/pricing-engine';
import { Card, CardGrid, Hero, Section } from '@acme/ui';
import type BookingForm from '../booking/BookingForm';
import { loadOnce } from '../lazy/load-once';
import { retryableImport } from '../lazy/retryable-import';
import { NetworkErrorRetry } from '../components/NetworkErrorRetry';
import { useLoadedNow } from '../lazy/use-loaded-now';

const loadBookingForm: () => Promise<{ default: typeof BookingForm }> = loadOnce(
  retryableImport(() => import('../booking/BookingForm')),
);

/**
 * The booking form. It depends on the visitor's clock, so the prerendered page shows a line in
 * its place, and its code (the form, the scheduling rules, the lead client's checks) loads once
 * the page has hydrated, never delaying it.
 */
function Booking() {
  const { loaded, failed, retry } = useLoadedNow(loadBookingForm);
  if (loaded) return <loaded.default />;
  return failed ? <NetworkErrorRetry onRetry={retry} /> : <p>Loading the booking form…</p>;
}

export default function OnDemandPage() {
  return (
    <>
      <Hero title="Book On-Demand IT Support">
        <p>Remote or onsite help by the hour, priced in Gulf time (GST, UTC+4).</p>
      </Hero>
      <Section>
        <Booking />
      </Section>
      <Section title="Rates" tone="light">
        <CardGrid>
          {(['remote', 'onsite'] as const).map((type) => (
            <Card key={type}>
              <h3>{type === 'remote' ? 'Remote' : 'Onsite'}</h3>
              <p>
                {formatAED(ON_DEMAND_RATES[type].base)} for the first{' '}
                {ON_DEMAND_RATES[type].includedHours} hours, then{' '}
                {formatAED(ON_DEMAND_RATES[type].extraHourly)} per hour. After hours ×
                {ON_DEMAND_RATES.afterHoursMultiplier}.
                {type === 'onsite' &&
                  ` Travel outside Dubai and Sharjah ${formatAED(ON_DEMAND_RATES.travelCharge)}.`}
              </p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
