import { formatAED } from './format';
import { filsToAed, type Fils } from './money';

/** What a quote line is: a charge, a step of the arithmetic, or a total. */
export type QuoteLineKind =
  | 'unit'
  | 'tier'
  | 'addon'
  | 'license'
  | 'package'
  | 'surcharge'
  | 'subtotal'
  | 'discount'
  | 'total'
  | 'vat'
  | 'totalInclVat'
  | 'annualTotal';

/** One line of a quote, worded once for every place that shows it (page, PDF, mail). */
export interface QuoteLine {
  readonly kind: QuoteLineKind;
  /** A stable name for the line, e.g. `numUsers`, `avMgmt`, `discount`. */
  readonly key: string;
  /** The words, e.g. `Users: 12 × AED 125`. */
  readonly label: string;
  /** Units charged; `null` for a line that is not counted. */
  readonly quantity: number | null;
  /** AED per unit; `null` for a line that is not counted. */
  readonly unitRate: number | null;
  /** The percentage of a surcharge or discount; else `null`. */
  readonly percent: number | null;
  /** AED per month; a discount is negative. */
  readonly amount: number;
  /** The amount in fils, as it was computed; a plain number once handed out. */
  readonly fils: number;
  /** The amount as shown, e.g. `AED 1,500` or `-AED 175`. */
  readonly value: string;
}

/** What a line is made of, before its amount is converted and worded. */
export interface LineParts {
  readonly kind: QuoteLineKind;
  readonly key: string;
  /** The name of what is charged, e.g. `Users`. */
  readonly name: string;
  readonly quantity?: number;
  readonly unitRate?: number;
  readonly percent?: number;
  /** The amount as the engine computed it, whole fils. */
  readonly fils: Fils;
}

/**
 * The words of a line: a counted line reads `name: quantity × rate`, a percentage reads
 * `name (percent%)`, anything else its name alone. One rule for every language: `money` prints
 * the rate in the language's words (English by default).
 *
 * @example
 * lineLabel('Users', { quantity: 12, unitRate: 125, percent: null }); // => 'Users: 12 × AED 125'
 * lineLabel('Discount', { quantity: null, unitRate: null, percent: 5 }); // => 'Discount (5%)'
 * lineLabel('المستخدمون', { quantity: 12, unitRate: 125, percent: null }, formatAEDArabic); // => 'المستخدمون: 12 × 125 درهم'
 */
export function lineLabel(
  name: string,
  counted: Pick<QuoteLine, 'quantity' | 'unitRate' | 'percent'>,
  money: (amount: number) => string = formatAED,
): string {
  const { quantity, unitRate, percent } = counted;
  if (quantity !== null && unitRate !== null) return `${name}: ${quantity} × ${money(unitRate)}`;
  return percent !== null ? `${name} (${percent}%)` : name;
}

/**
 * Words a line by {@link lineLabel}; a negative amount reads `-AED n`.
 *
 * @example
 * quoteLine({ kind: 'unit', key: 'numUsers', name: 'Users', quantity: 12, unitRate: 125, fils: toFils(150000) }).label; // => 'Users: 12 × AED 125'
 * quoteLine({ kind: 'discount', key: 'discount', name: 'Discount', percent: 5, fils: toFils(-17500) }).value; // => '-AED 175'
 * quoteLine({ kind: 'discount', key: 'discount', name: 'Discount', percent: 5, fils: toFils(-17500) }).label; // => 'Discount (5%)'
 */
export function quoteLine(parts: LineParts): QuoteLine {
  const { kind, key, name, fils } = parts;
  const counted = {
    quantity: parts.quantity ?? null,
    unitRate: parts.unitRate ?? null,
    percent: parts.percent ?? null,
  };
  const amount = filsToAed(fils);
  const label = lineLabel(name, counted);
  return { kind, key, label, ...counted, amount, fils, value: formatAED(amount) };
}
