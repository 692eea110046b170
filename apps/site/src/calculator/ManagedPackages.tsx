import { PACKAGES, formatAED } from '@acme/pricing-engine';
import { CardGrid, PackageCard, Section } from '@acme/ui';

/** The three managed packages, as the engine prices them. */
export default function ManagedPackages() {
  return (
    <Section title="Managed packages">
      <CardGrid>
        {(['essential', 'business', 'enterprise'] as const).map((id, index) => (
          <PackageCard
            key={id}
            id={['starter', 'business', 'enterprise'][index]}
            name={PACKAGES[id].name}
            price={formatAED(PACKAGES[id].base)}
            cap={`Up to ${PACKAGES[id].userCap} users`}
            lines={PACKAGES[id].serviceLevels}
          />
        ))}
      </CardGrid>
    </Section>
  );
}
