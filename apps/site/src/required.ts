/**
 * A value the site's own tables guarantee (a route's description, a service by its id): a
 * missing one is a mistake in those tables, thrown with what was looked for.
 *
 * @example
 * required({ a: 1 }.a, 'the a'); // => 1
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing ${what}`);
  return value;
}
