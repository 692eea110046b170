import { formatAED } from '@acme/pricing-engine';
import {
  ButtonLink,
  Card,
  CardGrid,
  CheckList,
  ComparisonTable,
  FeatureCard,
  Hero,
  PackageCard,
  Section,
  ActionRow,
} from '@acme/ui';
import { AssessmentButton } from '../components/assessment';

import { ON_DEMAND_OFFERS } from '@content/packages';
import { SMB_KITS, SMB_NOTES, SMB_PACKAGES } from '@content/smb-packages';
import { recordOf } from '../record-of';

export default function SmbPackagesPage() {
  return (
    <>
      <Hero
        badge="Jumeirah and Dubai small businesses"
        title="IT Support Packages for Small Businesses"
        actions={
          <>
            <AssessmentButton variant="secondary">Get a Free IT Assessment</AssessmentButton>
            <ButtonLink href="/pricing" variant="secondary">
              Estimate in Pricing
            </ButtonLink>
          </>
        }
      >
        <p>
          Simple monthly plans for shops, clinics, salons, cafes and offices, with add-on kits for
          your trade.
        </p>
      </Hero>
      <Section title="Add-on Kits">
        <CardGrid>
          {SMB_KITS.map((kit) => (
            <FeatureCard
              key={kit.id}
              title={kit.title}
              description={`${kit.subtitle}. From ${formatAED(kit.price)} per month.`}
              bullets={kit.bullets}
            />
          ))}
        </CardGrid>
      </Section>
      <Section title="Managed Packages" tone="light">
        <CardGrid>
          {SMB_PACKAGES.map((pkg) => (
            <PackageCard
              key={pkg.id}
              id={pkg.id}
              name={pkg.name}
              price={formatAED(pkg.price)}
              cap={pkg.cap}
              lines={pkg.lines}
              featured={pkg.featured}
            >
              <CheckList items={pkg.addOns} />
            </PackageCard>
          ))}
        </CardGrid>
      </Section>
      <Section title="On-Demand Support">
        <CardGrid>
          {ON_DEMAND_OFFERS.map((offer) => (
            <Card key={offer.id}>
              <h3>{offer.name}</h3>
              <p>{offer.rates.map((rate) => `${rate.label}: ${rate.value}`).join(' · ')}</p>
            </Card>
          ))}
        </CardGrid>
        <ActionRow>
          <ButtonLink href="/on-demand-support">Book Support</ButtonLink>
        </ActionRow>
      </Section>
      <Section title="Compare Plans" tone="light">
        <ComparisonTable
          caption="Small-business plans compared"
          plans={SMB_PACKAGES.map((pkg) => ({
            key: pkg.id,
            label: pkg.name,
            highlight: pkg.featured,
          }))}
          rows={[
            {
              feature: 'Monthly price',
              values: recordOf(
                SMB_PACKAGES,
                (p) => p.id,
                (p) => formatAED(p.price),
              ),
            },
            {
              feature: 'Users',
              values: recordOf(
                SMB_PACKAGES,
                (p) => p.id,
                (p) => p.cap,
              ),
            },
            {
              feature: 'Remote response',
              values: { starter: '8h', essentials: '4h', premium: '2h' },
            },
            {
              feature: 'Visits',
              values: {
                starter: '1 per quarter',
                essentials: '2 per month',
                premium: '4 per month',
              },
            },
            {
              feature: 'Servers included',
              values: { starter: false, essentials: false, premium: 'Up to 2' },
            },
          ]}
        />
      </Section>
      <Section title="Notes">
        <CheckList items={SMB_NOTES} />
      </Section>
    </>
  );
}
