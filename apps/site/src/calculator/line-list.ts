import type { LayoutRow } from '@acme/pricing-engine';
import type { ListedLine } from '@acme/ui';

/**
 * A quote layout's rows as a {@link ListedLine} list shows them: their own words and values, the
 * subtotal and the total set apart. (Not to be confused with a list of names joined into one
 * value, which the layout itself words.)
 */
export function lineListOf(rows: readonly LayoutRow[]): ListedLine[] {
  return rows.map((row) => ({
    term: row.term,
    value: row.value,
    ...(row.kind === 'subtotal' || row.kind === 'total' ? { emphasis: row.kind } : {}),
  }));
}
