/**
 * The seven emirates, in the order the booking form lists them.
 *
 * @example
 * EMIRATES[0]; // => 'Dubai'
 * EMIRATES.length; // => 7
 */
export const EMIRATES = [
  'Dubai',
  'Sharjah',
  'Abu Dhabi',
  'Ajman',
  'Ras Al Khaimah',
  'Fujairah',
  'Umm Al Quwain',
] as const;

/** One of the seven emirates. */
export type Emirate = (typeof EMIRATES)[number];

const BY_LOWER_CASE_NAME: ReadonlyMap<string, Emirate> = new Map(
  EMIRATES.map((emirate) => [emirate.toLowerCase(), emirate]),
);

/**
 * Reads an emirate name, ignoring letter case and surrounding spaces.
 *
 * @example
 * toEmirate(' abu dhabi '); // => 'Abu Dhabi'
 * toEmirate('Muscat'); // => null
 */
export function toEmirate(value: unknown): Emirate | null {
  if (typeof value !== 'string') return null;
  return BY_LOWER_CASE_NAME.get(value.trim().toLowerCase()) ?? null;
}
