function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
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
  if (!Number.isFinite(amount)) return 'AED 0';
  const whole = Math.round(Math.abs(amount));
  const sign = amount < 0 && whole !== 0 ? '-' : '';
  return `${sign}AED ${groupThousands(String(whole))}`;
}
