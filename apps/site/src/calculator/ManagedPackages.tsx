import { PACKAGES } from '@acme/pricing-engine';
import { CardGrid, PackageCard, Section } from '@acme/ui';
import { MANAGED_PACKAGES } from '@content/managed-packages';
import { money } from '@content/money';
import { QUOTE_WORDS } from '@content/quote';

/** The three managed packages, as the engine prices them. */
export default function ManagedPackages() {
  return (
    <Section title={MANAGED_PACKAGES.title}>
      <CardGrid>
        {(['essential', 'business', 'enterprise'] as const).map((id, index) => (
          <PackageCard
            key={id}
            id={['starter', 'business', 'enterprise'][index]}
            name={PACKAGES[id].name}
            price={money(PACKAGES[id].base)}
            period={MANAGED_PACKAGES.period}
            cap={MANAGED_PACKAGES.cap(PACKAGES[id].userCap)}
            lines={QUOTE_WORDS.serviceLevels[id]}
          />
        ))}
      </CardGrid>
    </Section>
  );
}
