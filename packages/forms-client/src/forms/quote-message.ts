import {
  COUNT_FIELDS,
  chosenExtras,
  formatAED,
  normalizeEnvironment,
  type CalculationResult,
  type Environment,
} from '@acme/pricing-engine';

/** What the quote message is made from. */
export interface QuoteSummary {
  readonly environment: Environment;
  readonly result: CalculationResult;
  readonly notes?: string;
  readonly page: string;
}

/**
 * The readable text block a quote request carries: the environment as it was
 * counted, support hours, chosen add-ons and licences, the price lines, the
 * visitor's notes and the page address.
 */
export function quoteMessage({ environment, result, notes, page }: QuoteSummary): string {
  const env = normalizeEnvironment(environment);
  const extras = chosenExtras(env);
  const listed = (labels: readonly string[]) => labels.join(', ') || 'None';

  const lines = [
    'Environment',
    ...COUNT_FIELDS.map((field) => `- ${field.label}: ${env[field.id]}`),
    `- Support hours: ${env.supportHours}`,
    `Add-on services: ${listed(extras.addons)}`,
    `Optional licenses: ${listed(extras.licenses)}`,
    '',
    'Monthly estimate',
    `- Base services: ${formatAED(result.baseServices)}`,
    `- Add-ons & licenses: ${formatAED(result.addonsTotal)}`,
    `- 24x7 surcharge: ${formatAED(result.surcharge)}`,
    `- Discount (${result.discountPercent}%): ${formatAED(result.discountAmount)}`,
    `- Grand total: ${formatAED(result.grandTotal)}/month`,
    `- Suggested package: ${result.meta.suggestedPackage.name} (${formatAED(result.meta.suggestedPackage.total)}/month)`,
    '',
    `Notes: ${notes?.trim() || '(none)'}`,
    `Page: ${page}`,
  ];
  return lines.join('\n');
}
