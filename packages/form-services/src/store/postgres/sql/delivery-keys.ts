import type { DeliveryKey } from '../../lead-store';

/** The keys as two parallel arrays, for `unnest($1::text[], $2::text[])`. */
export const keyArrays = (keys: readonly DeliveryKey[]) => [
  keys.map((key) => key.lead),
  keys.map((key) => key.kind),
];

/** A delivery is one of the keys given as `$1` and `$2` ({@link keyArrays}). */
export const IS_KEY = '(lead_id, kind) IN (SELECT * FROM unnest($1::text[], $2::text[]))';
