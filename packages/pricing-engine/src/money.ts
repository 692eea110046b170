declare const FILS: unique symbol;

/**
 * An amount of money in whole fils (1 AED = 100 fils). All arithmetic in this package happens in
 * fils so that sums never pick up floating-point dust. Branded: a plain number (dirhams, a count)
 * cannot be passed where fils are meant; make one with {@link aedToFils} or {@link toFils}, and
 * add, subtract and multiply with the functions below, which keep it whole.
 */
export type Fils = number & { readonly [FILS]: 'Fils' };

/** How many fils make one dirham. */
export const FILS_PER_AED = 100;

/** Whether a number is a whole, exactly representable number of fils. */
function isFils(value: number): value is Fils {
  return Number.isSafeInteger(value);
}

/**
 * A whole number of fils as {@link Fils}. A fraction of a fils is a bug in the caller, not an
 * amount: it throws rather than round, so the one rounding rule stays {@link percentOfFils}.
 *
 * @example
 * toFils(1250); // => 1250
 */
export function toFils(whole: number): Fils {
  if (!isFils(whole)) throw new RangeError(`Not a whole number of fils: ${whole}`);
  return whole;
}

/**
 * Converts a price in dirhams (a rate, at most two decimals) to fils. `Math.round` here is no
 * rounding rule: it only removes binary floating-point dust (`0.29 * 100` is `28.999…`).
 *
 * @example
 * aedToFils(12.5); // => 1250
 */
export function aedToFils(aed: number): Fils {
  return toFils(Math.round(aed * FILS_PER_AED));
}

/**
 * Converts fils to dirhams (at most two decimals), where an amount is shown or handed out.
 *
 * @example
 * filsToAed(toFils(1250)); // => 12.5
 */
export function filsToAed(fils: Fils): number {
  return fils / FILS_PER_AED;
}

/**
 * The sum of amounts in fils; 0 for none.
 *
 * @example
 * sumFils([toFils(100), toFils(250)]); // => 350
 */
export function sumFils(amounts: readonly Fils[]): Fils {
  return toFils(amounts.reduce((sum, amount) => sum + amount, 0));
}

/**
 * One amount less another.
 *
 * @example
 * subtractFils(toFils(100), toFils(250)); // => -150
 */
export function subtractFils(from: Fils, less: Fils): Fils {
  return toFils(from - less);
}

/**
 * An amount times a whole count (units, months).
 *
 * @example
 * timesFils(toFils(12500), 3); // => 37500
 */
export function timesFils(fils: Fils, count: number): Fils {
  return toFils(fils * count);
}

/**
 * A percentage of a non-negative fils amount, rounded half-up to a whole fils.
 * This is the package's one rounding rule, applied once where a percentage
 * makes a fraction.
 *
 * @example
 * percentOfFils(toFils(1999), 5); // => 100
 * percentOfFils(toFils(1990), 5); // => 100
 * percentOfFils(toFils(1989), 5); // => 99
 */
export function percentOfFils(fils: Fils, percent: number): Fils {
  return toFils(Math.floor((fils * percent + 50) / 100));
}
