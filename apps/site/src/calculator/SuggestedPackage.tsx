import type { Quote } from '@acme/pricing-engine';
import { Card, CheckList, LineList } from '@acme/ui';
import { listed } from './listed';

/** The package the environment fits, priced for it line by line, against the custom quote. */
export function SuggestedPackage({ quote }: { quote: Quote }) {
  const pkg = quote.suggestedPackage;
  return (
    <Card aria-labelledby="package-title">
      <h2 id="package-title">Suggested package: {pkg.name}</h2>
      <LineList lines={listed(pkg.lines)} />
      <CheckList items={pkg.serviceLevels} />
      <p role="status">{quote.comparison.message}</p>
    </Card>
  );
}
