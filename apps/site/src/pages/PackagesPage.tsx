import { PACKAGES, formatAED } from '@acme/pricing-engine';
import {
  ButtonLink,
  Card,
  CardGrid,
  CheckList,
  ComparisonTable,
  Hero,
  PackageCard,
  Section,
  ActionRow,
  LineList,
} from '@acme/ui';
import { AssessmentButton } from '../components/assessment';

import {
  COMPARISON_ROWS,
  MANAGED_PACKAGES,
  ON_DEMAND_OFFERS,
  PACKAGE_NOTES,
} from '@content/packages';
import { estimateLink } from '../calculator/estimate-link';
import { SmbPlansLink } from '../components/SmbPlansLink';

export default function PackagesPage() {
  return (
    <>
      <Hero
        title="Managed IT Packages"
        actions={
          <>
            <AssessmentButton variant="secondary">Get a Free IT Assessment</AssessmentButton>
            <ButtonLink href="/pricing" variant="secondary">
              Open Pricing Calculator
            </ButtonLink>
          </>
        }
      >
        <p>
          Three managed plans with response times in writing, and on-demand help when you need it.
        </p>
      </Hero>
      <Section title="Managed Packages">
        <CardGrid>
          {MANAGED_PACKAGES.map((meta) => {
            const pkg = PACKAGES[meta.id];
            return (
              <PackageCard
                key={meta.id}
                id={meta.anchor}
                name={pkg.name}
                price={formatAED(pkg.base)}
                cap={`Up to ${pkg.userCap} users · ${meta.audience}`}
                lines={[...pkg.serviceLevels, ...meta.scope]}
                featured={meta.featured}
                actions={
                  <ButtonLink
                    href={estimateLink(meta.preset)}
                    variant={meta.featured ? 'primary' : 'outline'}
                    aria-label={`Estimate in Pricing: ${pkg.name}`}
                  >
                    Estimate in Pricing
                  </ButtonLink>
                }
              >
                <CheckList items={meta.addOns} />
              </PackageCard>
            );
          })}
        </CardGrid>
        <SmbPlansLink />
      </Section>
      <Section
        id="on-demand"
        title="On-Demand Support"
        intro="No contract: book remote or onsite help by the hour."
        tone="light"
      >
        <CardGrid>
          {ON_DEMAND_OFFERS.map((offer) => (
            <Card key={offer.id}>
              <h3>{offer.name}</h3>
              <p>{offer.subtitle}</p>
              <p>
                <strong>SLA:</strong> {offer.sla}
              </p>
              <LineList
                lines={offer.rates.map((rate) => ({ term: rate.label, value: rate.value }))}
              />
            </Card>
          ))}
        </CardGrid>
        <ActionRow>
          <ButtonLink href="/on-demand-support">Book Support</ButtonLink>
        </ActionRow>
      </Section>
      <Section id="compare" title="Compare Packages">
        <ComparisonTable
          caption="Managed packages and on-demand support compared"
          plans={[
            { key: 'essential', label: PACKAGES.essential.name },
            { key: 'business', label: PACKAGES.business.name, highlight: true },
            { key: 'enterprise', label: PACKAGES.enterprise.name },
            { key: 'ondemand', label: 'On-Demand' },
          ]}
          rows={COMPARISON_ROWS}
        />
      </Section>
      <Section title="Notes" tone="light">
        <CheckList items={PACKAGE_NOTES} />
      </Section>
    </>
  );
}
