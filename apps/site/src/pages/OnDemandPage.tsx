import { ON_DEMAND_RATES, formatAED } from '@acme/pricing-engine';
import { Card, CardGrid, Hero, Section } from '@acme/ui';
import BookingForm from '../booking/BookingForm';

export default function OnDemandPage() {
  return (
    <>
      <Hero title="Book On-Demand IT Support">
        <p>Remote or onsite help by the hour, priced in Gulf time (GST, UTC+4).</p>
      </Hero>
      <Section>
        <BookingForm />
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
