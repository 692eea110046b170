import { PACKAGES } from '@acme/pricing-engine';
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
  PACKAGE_COPY,
  PACKAGE_NOTES,
  PACKAGES_PAGE as T,
} from '@content/packages';
import { ON_DEMAND_OFFERS } from '@content/on-demand-offers';
import { MANAGED_PACKAGES, ON_DEMAND_TYPES } from '../catalogue/packages';
import { estimateLink } from '../calculator/estimate-link';
import { routeById } from '../routes/routes';
import { hydrateLater } from '../lazy/hydrate-later';

/** Where a small business finds its plans: static, so hydrated after the page. */
const SmbPlansLink = hydrateLater(() => import('../components/SmbPlansLink'));

export default function PackagesPage() {
  return (
    <>
      <Hero
        title={T.title}
        actions={
          <>
            <AssessmentButton variant="secondary">{T.assessment}</AssessmentButton>
            <ButtonLink href={routeById('pricing').path} variant="secondary">
              {T.openCalculator}
            </ButtonLink>
          </>
        }
      >
        <p>{T.lead}</p>
      </Hero>
      <Section title={T.managedTitle}>
        <CardGrid>
          {MANAGED_PACKAGES.map((meta) => {
            const pkg = PACKAGES[meta.id];
            const copy = PACKAGE_COPY[meta.id];
            return (
              <PackageCard
                key={meta.id}
                id={meta.anchor}
                name={pkg.name}
                price={copy.price}
                period={T.period}
                featuredLabel={T.featuredLabel}
                cap={T.cap(pkg.userCap, copy.audience)}
                lines={[...copy.serviceLevels, ...copy.scope]}
                featured={meta.featured}
                actions={
                  <ButtonLink
                    href={estimateLink(meta.preset)}
                    variant={meta.featured ? 'primary' : 'outline'}
                    aria-label={T.estimateLabel(pkg.name)}
                  >
                    {T.estimate}
                  </ButtonLink>
                }
              >
                <CheckList items={copy.addOns} />
              </PackageCard>
            );
          })}
        </CardGrid>
        <SmbPlansLink />
      </Section>
      <Section id="on-demand" title={T.onDemandTitle} intro={T.onDemandIntro} tone="light">
        <CardGrid>
          {ON_DEMAND_TYPES.map((type) => ON_DEMAND_OFFERS[type]).map((offer) => (
            <Card key={offer.name}>
              <h3>{offer.name}</h3>
              <p>{offer.subtitle}</p>
              <p>
                <strong>{T.slaLabel}</strong> {offer.sla}
              </p>
              <LineList
                lines={offer.rates.map((rate) => ({ term: rate.label, value: rate.value }))}
              />
            </Card>
          ))}
        </CardGrid>
        <ActionRow>
          <ButtonLink href={routeById('on-demand').path}>{T.bookSupport}</ButtonLink>
        </ActionRow>
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
