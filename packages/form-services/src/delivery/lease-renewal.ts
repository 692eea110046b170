import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryKey } from '../store/lead-store';
import type { Queue } from '../store/roles/queue';

/** What {@link keepLeases} renews, for whom, and how it reports a renewal that failed. */
export interface LeaseRenewal {
  readonly queue: Pick<Queue, 'renew'>;
  readonly owner: string;
  readonly leaseMs: number;
  /** The deliveries being sent now, whose leases are renewed. */
  readonly sending: () => DeliveryKey[];
  /** Whether the worker is closing: no renewal is planned after the one running. */
  readonly closing: () => boolean;
  readonly now: () => Date;
  readonly log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Keeps a server's claims on the deliveries it is sending: every third of the lease, so a lease
 * never runs out under a send that takes long. Answers how to stop it.
 */
export function keepLeases(renewal: LeaseRenewal): { stop(): void } {
  const { queue, owner, leaseMs, log } = renewal;
  let timer: NodeJS.Timeout | undefined;
  const renewLater = (): void => {
    timer = setTimeout(
      () => {
        const keys = renewal.sending();
        const renewed =
          keys.length > 0 ? queue.renew(owner, keys, leaseMs, renewal.now()) : Promise.resolve();
        renewed
          .catch((error: unknown) => log.warn({ err: error }, 'could not renew the mail claims'))
          .finally(() => {
            if (!renewal.closing()) renewLater();
          });
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    ).unref();
  };
  renewLater();
  return { stop: () => clearTimeout(timer) };
}
