import { comparisonMessage, type CalculationResult } from '@acme/pricing-engine';
import { Card, CheckList } from '@acme/ui';
import { packageLines } from './lines';
import { LineList } from '../components/LineList';

/** The package the environment fits, priced for it line by line, against the custom quote. */
export function SuggestedPackage({ result }: { result: CalculationResult }) {
  const pkg = result.meta.suggestedPackage;
  return (
    <Card aria-labelledby="package-title">
      <h2 id="package-title">Suggested package: {pkg.name}</h2>
      <LineList lines={packageLines(pkg)} />
      <CheckList items={pkg.notes} />
      <p role="status">{comparisonMessage(result)}</p>
    </Card>
  );
}
