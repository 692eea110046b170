import type { CalculationResult } from './calculate';
import { formatAED } from './format';

/**
 * Says which is cheaper per month, the custom quote or the suggested package.
 * A difference that rounds to 0 whole dirhams counts as the same.
 *
 * @example
 * comparisonMessage(calculatePrice({ numUsers: 10 })); // => 'Your Custom Quote is cheaper by AED 249/mo.'
 * comparisonMessage(calculatePrice({ numUsers: 25, licenses: { endpointProt: true, dataBackupUser: true, m365Backup: true }, addons: { avMgmt: true, backupMon: true, siteVisit: true, ms365Admin: true } })); // => 'The Business Plus package is cheaper by AED 546/mo.'
 */
export function comparisonMessage(result: Pick<CalculationResult, 'meta'>): string {
  const { diff, suggestedPackage } = result.meta;
  const amount = formatAED(Math.abs(diff));
  if (Math.round(Math.abs(diff)) === 0) {
    return 'Both options cost about the same. Choose based on SLA & inclusions.';
  }
  if (diff < 0) return `Your Custom Quote is cheaper by ${amount}/mo.`;
  return `The ${suggestedPackage.name} package is cheaper by ${amount}/mo.`;
}
