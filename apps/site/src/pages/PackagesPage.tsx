import { PACKAGES } from '@acme/pricing-engine';
import { ButtonLink, CardGrid, CheckList, ComparisonTable, LineList, Section } from '@acme/ui';
import { OnDemandOffers } from '../components/OnDemandOffers';
import { PackagesHero } from '../components/PackagesHero';
import { PlanCard } from '../components/PlanCard';

import {
  COMPARISON_ROWS,
  PACKAGE_COPY,
  PACKAGE_NOTES,
  PACKAGES_PAGE as T,
} from '@content/packages';
import { MANAGED_PACKAGES } from '../catalogue/packages';
import { estimateLink } from '../calculator/estimate-link';
import SmbPlansLink from '../components/SmbPlansLink';

export default function PackagesPage() {
  return (
    <>
      <PackagesHero words={{ ...T, calculator: T.openCalculator }} />
      <Section title={T.managedTitle}>
        <CardGrid>
          {MANAGED_PACKAGES.map((meta) => {
            const pkg = PACKAGES[meta.id];
            const copy = PACKAGE_COPY[meta.id];
            return (
              <PlanCard
                key={meta.id}
                plan={{
                  id: meta.anchor,
                  name: pkg.name,
                  price: copy.price,
                  cap: T.cap(pkg.userCap, copy.audience),
                  lines: [...copy.serviceLevels, ...copy.scope],
                  addOns: copy.addOns,
                  featured: meta.featured,
                }}
                words={T}
                actions={
                  <ButtonLink
                    href={estimateLink(meta.preset)}
                    variant={meta.featured ? 'primary' : 'outline'}
                    aria-label={T.estimateLabel(pkg.name)}
                  >
                    {T.estimate}
                  </ButtonLink>
                }
              />
            );
          })}
        </CardGrid>
        <SmbPlansLink />
      </Section>
      <Section id="on-demand" title={T.onDemandTitle} intro={T.onDemandIntro} tone="light">
        <OnDemandOffers
          bookSupport={T.bookSupport}
          describe={(offer) => (
            <>
              <p>{offer.subtitle}</p>
              <p>
                <strong>{T.slaLabel}</strong> {offer.sla}
              </p>
              <LineList
                lines={offer.rates.map((rate) => ({ term: rate.label, value: rate.value }))}
              />
            </>
          )}
        />
      </Section>
      <Section id="compare" title={T.compareTitle}>
        <ComparisonTable
          caption={T.compareCaption}
          featureLabel={T.featureLabel}
          plans={[
            { key: 'essential', label: PACKAGES.essential.name },
            { key: 'business', label: PACKAGES.business.name, highlight: true },
            { key: 'enterprise', label: PACKAGES.enterprise.name },
            { key: 'ondemand', label: T.onDemandPlan },
          ]}
          rows={COMPARISON_ROWS}
        />
      </Section>
      <Section title={T.notesTitle} tone="light">
        <CheckList items={PACKAGE_NOTES} />
      </Section>
    </>
  );
}
