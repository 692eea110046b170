/**
 * An amount of money in integer fils (1 AED = 100 fils). All arithmetic in this
 * package happens in fils so that sums never pick up floating-point dust.
 */
export type Fils = number;

/** How many fils make one dirham. */
export const FILS_PER_AED = 100;

/**
 * Converts whole or fractional dirhams to integer fils.
 *
 * @example
 * aedToFils(12.5); // => 1250
 */
export function aedToFils(aed: number): Fils {
  return Math.round(aed * FILS_PER_AED);
}

/**
 * Converts integer fils back to dirhams (at most two decimals).
 *
 * @example
 * filsToAed(1250); // => 12.5
 */
export function filsToAed(fils: Fils): number {
  return fils / FILS_PER_AED;
}

/**
 * A percentage of a non-negative fils amount, rounded half-up to a whole fils.
 * This is the package's one rounding rule, applied once where a percentage
 * makes a fraction.
 *
 * @example
 * percentOfFils(1999, 5); // => 100
 * percentOfFils(1990, 5); // => 100
 * percentOfFils(1989, 5); // => 99
 */
export function percentOfFils(fils: Fils, percent: number): Fils {
  return Math.floor((fils * percent + 50) / 100);
}
