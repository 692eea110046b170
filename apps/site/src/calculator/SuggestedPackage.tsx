import type { Quote } from '@acme/pricing-engine';
import { Card, CheckList, LineList } from '@acme/ui';
import { layoutOf } from './language';
import { lineListOf } from './line-list';

/** The package the environment fits, priced for it line by line, against the custom quote. */
export function SuggestedPackage({ quote }: { quote: Quote }) {
  const { suggestedPackage: pkg, comparison } = layoutOf(quote);
  return (
    <Card aria-labelledby="package-title">
      <h2 id="package-title">{pkg.title}</h2>
      <LineList lines={lineListOf(pkg.lines)} />
      <CheckList items={pkg.serviceLevels} />
      <p role="status">{comparison}</p>
    </Card>
  );
}
