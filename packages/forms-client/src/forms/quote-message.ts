import {
  COUNT_FIELDS,
  RATES,
  formatAED,
  normalizeEnvironment,
  type AddonId,
  type CalculationResult,
  type Environment,
  type LicenseId,
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
  const chosen = <Id extends string>(
    flags: Readonly<Record<Id, boolean>>,
    labels: Readonly<Record<Id, { label: string }>>,
  ) =>
    (Object.keys(labels) as Id[])
      .filter((id) => flags[id])
      .map((id) => labels[id].label)
      .join(', ') || 'None';

  const lines = [
    'Environment',
    ...COUNT_FIELDS.map((field) => `- ${field.label}: ${env[field.id]}`),
    `- Support hours: ${env.supportHours}`,
    `Add-on services: ${chosen<AddonId>(env.addons, RATES.addons)}`,
    `Optional licenses: ${chosen<LicenseId>(env.licenses, RATES.licenses)}`,
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
