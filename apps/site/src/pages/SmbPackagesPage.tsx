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

import { ON_DEMAND_OFFERS } from '@content/on-demand-offers';
import { SMB_COPY, SMB_KIT_COPY, SMB_NOTES, SMB_PAGE as T } from '@content/smb-packages';
import { ON_DEMAND_TYPES } from '../catalogue/packages';
import { SMB_KITS, SMB_PACKAGES } from '../catalogue/smb-packages';
import { recordOf } from '../record-of';
import { routeById } from '../routes/routes';

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
      <Hero
        badge={T.badge}
        title={T.title}
        actions={
          <>
            <AssessmentButton variant="secondary">{T.assessment}</AssessmentButton>
            <ButtonLink href={routeById('pricing').path} variant="secondary">
              {T.estimate}
            </ButtonLink>
          </>
        }
      >
        <p>{T.lead}</p>
      </Hero>
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
              <PackageCard
                key={pkg.id}
                id={pkg.id}
                name={pkg.name}
                price={copy.price}
                period={T.period}
                featuredLabel={T.featuredLabel}
                cap={copy.cap}
                lines={copy.lines}
                featured={pkg.featured}
              >
                <CheckList items={copy.addOns} />
              </PackageCard>
            );
          })}
        </CardGrid>
      </Section>
      <Section title={T.onDemandTitle}>
        <CardGrid>
          {ON_DEMAND_TYPES.map((type) => ON_DEMAND_OFFERS[type]).map((offer) => (
            <Card key={offer.name}>
              <h3>{offer.name}</h3>
              <p>{offer.rates.map((rate) => `${rate.label}: ${rate.value}`).join(' · ')}</p>
            </Card>
          ))}
        </CardGrid>
        <ActionRow>
          <ButtonLink href={routeById('on-demand').path}>{T.bookSupport}</ButtonLink>
        </ActionRow>
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
