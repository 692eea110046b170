function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** An amount rounded half-up to whole dirhams, unsigned, and whether it is below zero once rounded. */
export function wholeDirhams(amount: number): {
  readonly digits: string;
  readonly negative: boolean;
} {
  if (!Number.isFinite(amount)) return { digits: '0', negative: false };
  const whole = Math.round(Math.abs(amount));
  return { digits: groupThousands(String(whole)), negative: amount < 0 && whole !== 0 };
}

/**
 * Formats dirhams for display: rounded half-up to a whole dirham, thousands
 * separated, no decimals. A negative amount puts its sign before the currency,
 * as a discount line reads; an amount that rounds to 0 has no sign. A
 * non-finite amount shows as `AED 0`.
 *
 * @example
 * formatAED(12345.6); // => 'AED 12,346'
 * formatAED(0.5); // => 'AED 1'
 * formatAED(999); // => 'AED 999'
 * formatAED(-1500); // => '-AED 1,500'
 * formatAED(-0.4); // => 'AED 0'
 */
export function formatAED(amount: number): string {
  const { digits, negative } = wholeDirhams(amount);
  return `${negative ? '-' : ''}AED ${digits}`;
}

/**
 * Left-to-right mark: before a minus sign in Arabic text it keeps the sign on the left of its
 * number, as `ar-AE-u-nu-latn` writes a negative number (its minus sign is this mark and `-`).
 */
export const LRM = '\u200E';

/**
 * {@link formatAED} for Arabic text: the same whole dirhams, grouped as `ar-AE-u-nu-latn` prints
 * them (Latin digits, `,` between thousands), followed by the word درهم. A negative amount starts
 * with that locale's minus sign (a left-to-right mark and `-`), so it reads `-100` in a
 * right-to-left line. Written out rather than asked of `Intl`, so that every browser and Node
 * print it alike.
 *
 * @example
 * formatAEDArabic(12345.6); // => '12,346 درهم'
 * formatAEDArabic(0.5); // => '1 درهم'
 * formatAEDArabic(-1500); // => '\u200E-1,500 درهم'
 * formatAEDArabic(-0.4); // => '0 درهم'
 * formatAEDArabic(Number.NaN); // => '0 درهم'
 */
export function formatAEDArabic(amount: number): string {
  const { digits, negative } = wholeDirhams(amount);
  return `${negative ? `${LRM}-` : ''}${digits} درهم`;
}
