import type { DeliveryKey } from '../lead-store';

/**
 * The claims on deliveries, kept in this process (only the running server claims): which owner
 * holds each delivery, until when (ms).
 */
export function createLeases() {
  const claims = new Map<string, { owner: string; until: number }>();
  const keyOf = ({ lead, kind }: DeliveryKey) => `${lead}:${kind}`;
  const isOwners = (key: DeliveryKey, owner: string) => claims.get(keyOf(key))?.owner === owner;
  return {
    /** Who claimed the delivery, at `now` (ms), or `null` once the lease ran out. */
    ownerAt(key: DeliveryKey, now: number): string | null {
      const claim = claims.get(keyOf(key));
      return claim && claim.until > now ? claim.owner : null;
    },
    /** Claims the delivery for `owner` until `until` (ms). */
    take(key: DeliveryKey, owner: string, until: number): void {
      claims.set(keyOf(key), { owner, until });
    },
    /** Extends `owner`'s lease; another owner's is left as it is. */
    renew(key: DeliveryKey, owner: string, until: number): void {
      if (isOwners(key, owner)) claims.set(keyOf(key), { owner, until });
    },
    /** Lets go of `owner`'s claim; another owner's is left as it is. */
    letGo(key: DeliveryKey, owner?: string): void {
      if (owner === undefined || isOwners(key, owner)) claims.delete(keyOf(key));
    },
  };
}

export type Leases = ReturnType<typeof createLeases>;
