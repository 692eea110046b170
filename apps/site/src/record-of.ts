/**
 * A record of `items`, each under its key: `Object.fromEntries` typed by its keys. The caller
 * passes an item for every key of `K` (a table of the site's own), as the type then says.
 *
 * @example
 * recordOf([{ id: 'a', n: 1 }], (item) => item.id, (item) => item.n); // => { a: 1 }
 */
export function recordOf<T, K extends string, V>(
  items: readonly T[],
  key: (item: T) => K,
  value: (item: T) => V,
): Record<K, V> {
  const record: Partial<Record<K, V>> = {};
  for (const item of items) record[key(item)] = value(item);
  // Every key is set above, from the caller's complete table.
  return record as Record<K, V>;
}
