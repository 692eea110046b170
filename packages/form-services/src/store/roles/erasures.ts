/**
 * The erasure register: a keyed hash of each address whose person asked to be forgotten (never
 * the address), so that a restored backup does not bring them back. It only grows.
 */
export interface Erasures {
  /** Adds hashes to the register; one already there stays once. Nothing is ever removed. */
  readonly add: (hashes: readonly string[]) => Promise<void>;

  /** Every hash in the register. */
  readonly list: () => Promise<string[]>;
}
