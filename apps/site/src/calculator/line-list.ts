import type { QuoteLine } from '@acme/pricing-engine';
import type { ListedLine } from '@acme/ui';

/**
 * A quote's lines as a {@link ListedLine} list shows them: their own words and values, the
 * subtotal and the total set apart.
 */
export function listed(lines: readonly QuoteLine[]): ListedLine[] {
  return lines.map((line) => ({
    term: line.label,
    value: line.value,
    ...(line.kind === 'subtotal' || line.kind === 'total' ? { emphasis: line.kind } : {}),
  }));
}
