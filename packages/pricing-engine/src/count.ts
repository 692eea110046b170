/**
 * The largest count the calculator accepts for one field. Larger entries are
 * held at this value, which keeps every amount an exact integer of fils.
 */
export const MAX_COUNT = 100_000;

import { toLatinDigits } from './digits';

/**
 * Reads a count the way a form field gives it: a number or a numeric string, in Latin, Eastern
 * Arabic or Persian digits (see {@link toLatinDigits}). Anything unparsable, negative, NaN or infinite counts as 0; a fraction is
 * floored; values above {@link MAX_COUNT} are held at it.
 *
 * @example
 * toCount('12'); // => 12
 * toCount('٢٥'); // => 25
 * toCount('۱٬۲۰۰'); // => 1200
 * toCount(3.9); // => 3
 * toCount('-4'); // => 0
 * toCount('ten'); // => 0
 * toCount(Infinity); // => 0
 */
export function toCount(value: unknown): number {
  let parsed = Number.NaN;
  if (typeof value === 'number') parsed = value;
  else if (typeof value === 'string' && value.trim() !== '') parsed = Number(toLatinDigits(value));
  if (!Number.isFinite(parsed) || parsed <= 0) return 0;
  return Math.min(Math.floor(parsed), MAX_COUNT);
}

/**
 * Reads an on/off flag as checkboxes, query strings and JSON give it.
 *
 * @example
 * toFlag(true); // => true
 * toFlag('on'); // => true
 * toFlag('false'); // => false
 * toFlag(undefined); // => false
 */
export function toFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true' || value === 'on';
}
