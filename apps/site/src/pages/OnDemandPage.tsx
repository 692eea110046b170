import { ON_DEMAND_RATES } from '@acme/pricing-engine';
import { Card, CardGrid, Hero, Section } from '@acme/ui';
import { ON_DEMAND_PAGE } from '@content/booking';
import { BOOKING_TERMS } from '@content/booking-terms';
import { money } from '@content/money';
import { Island } from '../islands/Island';

export default function OnDemandPage() {
  return (
    <>
      <Hero title={ON_DEMAND_PAGE.title}>
        <p>{ON_DEMAND_PAGE.lead}</p>
      </Hero>
      <Section>
        <Island name="BookingForm" when="visible" props={{}} />
      </Section>
      <Section title={ON_DEMAND_PAGE.ratesTitle} tone="light">
        <CardGrid>
          {(['remote', 'onsite'] as const).map((type) => (
            <Card key={type}>
              <h3>{BOOKING_TERMS.serviceTypes[type]}</h3>
              <p>
                {ON_DEMAND_PAGE.rates(
                  money(ON_DEMAND_RATES[type].base),
                  ON_DEMAND_RATES[type].includedHours,
                  money(ON_DEMAND_RATES[type].extraHourly),
                  ON_DEMAND_RATES.afterHoursMultiplier,
                )}
                {type === 'onsite' && ON_DEMAND_PAGE.travel(money(ON_DEMAND_RATES.travelCharge))}
              </p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
