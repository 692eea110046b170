import type { DeliveryKey } from '../lead-store';

/**
 * The claims on deliveries, held in this process (only the running server claims): which owner
 * holds each delivery, until when (ms).
 */
export function createLeases() {
  const held = new Map<string, { owner: string; until: number }>();
  const keyOf = ({ lead, kind }: DeliveryKey) => `${lead}:${kind}`;
  const isOwners = (key: DeliveryKey, owner: string) => held.get(keyOf(key))?.owner === owner;
  return {
    /** Who holds the delivery at `now` (ms), or `null` once its lease ran out. */
    holder(key: DeliveryKey, now: number): string | null {
      const hold = held.get(keyOf(key));
      return hold && hold.until > now ? hold.owner : null;
    },
    hold(key: DeliveryKey, owner: string, until: number): void {
      held.set(keyOf(key), { owner, until });
    },
    /** Extends `owner`'s lease; another owner's is left as it is. */
    renew(key: DeliveryKey, owner: string, until: number): void {
      if (isOwners(key, owner)) held.set(keyOf(key), { owner, until });
    },
    /** Lets go of `owner`'s claim; another owner's is left as it is. */
    letGo(key: DeliveryKey, owner?: string): void {
      if (owner === undefined || isOwners(key, owner)) held.delete(keyOf(key));
    },
  };
}

export type Leases = ReturnType<typeof createLeases>;
