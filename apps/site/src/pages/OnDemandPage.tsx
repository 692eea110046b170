import { ON_DEMAND_RATES, formatAED } from '@acme/pricing-engine';
import { Alert, Button, Card, CardGrid, Hero, Section } from '@acme/ui';
import { useCallback, useEffect, useState } from 'react';
import type BookingForm from '../booking/BookingForm';
import { loadOnce } from '../load-later';
import { retryableImport } from '../retryable-import';
import { useLoaded } from '../use-loaded';

const loadBookingForm: () => Promise<{ default: typeof BookingForm }> = loadOnce(
  retryableImport(() => import('../booking/BookingForm')),
);

/**
 * The booking form. It depends on the visitor's clock, so the prerendered page shows a line in
 * its place, and its code (the form, the scheduling rules, the lead client's checks) loads once
 * the page has hydrated, never delaying it.
 */
function Booking() {
  const [bookingModule, load] = useLoaded(loadBookingForm);
  const [failed, setFailed] = useState(false);
  const loadOrSaySo = useCallback(() => load().catch(() => setFailed(true)), [load]);
  useEffect(() => void loadOrSaySo(), [loadOrSaySo]);
  const retry = () => {
    setFailed(false);
    void loadOrSaySo();
  };
  if (bookingModule) return <bookingModule.default />;
  if (!failed) return <p>Loading the booking form…</p>;
  return (
    <Alert tone="error">
      Network error. Please try again.{' '}
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </Alert>
  );
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
