import { CardGrid, CheckList, ComparisonTable, FeatureCard, Section } from '@acme/ui';
import { OnDemandOffers } from '../components/OnDemandOffers';
import { PackagesHero } from '../components/PackagesHero';
import { PlanCard } from '../components/PlanCard';

import { SMB_COPY, SMB_KIT_COPY, SMB_NOTES, SMB_PAGE as T } from '@content/smb-packages';
import { SMB_KITS, SMB_PACKAGES } from '../catalogue/smb-packages';
import { recordOf } from '../record-of';

/** One comparison row: each plan's value of `pick`. */
const row = (
  feature: string,
  pick: (plan: (typeof SMB_COPY)[keyof typeof SMB_COPY]) => string | false,
) => ({
  feature,
  values: recordOf(
    SMB_PACKAGES,
    (p) => p.id,
    (p) => pick(SMB_COPY[p.id]),
  ),
});

export default function SmbPackagesPage() {
  return (
    <>
      <PackagesHero badge={T.badge} words={{ ...T, calculator: T.estimate }} />
      <Section title={T.kitsTitle}>
        <CardGrid>
          {SMB_KITS.map((kit) => {
            const copy = SMB_KIT_COPY[kit.id];
            return (
              <FeatureCard
                key={kit.id}
                title={copy.title}
                description={T.kitDescription(copy.subtitle, kit.price)}
                bullets={copy.bullets}
              />
            );
          })}
        </CardGrid>
      </Section>
      <Section title={T.managedTitle} tone="light">
        <CardGrid>
          {SMB_PACKAGES.map((pkg) => {
            const copy = SMB_COPY[pkg.id];
            return (
              <PlanCard
                key={pkg.id}
                plan={{ ...copy, id: pkg.id, name: pkg.name, featured: pkg.featured }}
                words={T}
              />
            );
          })}
        </CardGrid>
      </Section>
      <Section title={T.onDemandTitle}>
        <OnDemandOffers
          bookSupport={T.bookSupport}
          describe={(offer) => (
            <p>{offer.rates.map((rate) => `${rate.label}: ${rate.value}`).join(' · ')}</p>
          )}
        />
      </Section>
      <Section title={T.compareTitle} tone="light">
        <ComparisonTable
          caption={T.compareCaption}
          featureLabel={T.featureLabel}
          plans={SMB_PACKAGES.map((pkg) => ({
            key: pkg.id,
            label: pkg.name,
            highlight: pkg.featured,
          }))}
          rows={[
            row(T.rows.price, (p) => p.price),
            row(T.rows.users, (p) => p.cap),
            row(T.rows.remote, (p) => p.remote),
            row(T.rows.visits, (p) => p.visits),
            row(T.rows.servers, (p) => p.servers),
          ]}
        />
      </Section>
      <Section title={T.notesTitle}>
        <CheckList items={SMB_NOTES} />
      </Section>
    </>
  );
}
