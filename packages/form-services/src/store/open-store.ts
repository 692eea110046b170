import type { FormServicesOptions } from '../config/options';
import { openFileStore, type OpenedBy } from './files/file-store';
import type { LeadStore, DeliveryPlan, StoredLead } from './lead-store';
import { createPostgresStore } from './postgres';
import type { StoreLog } from './postgres/log';

/** The store the options name: PostgreSQL when `databaseUrl` is set, else the outbox folder. */
export function openStore(
  options: Pick<FormServicesOptions, 'databaseUrl' | 'outboxDir' | 'outboxLeaseMs'>,
  openedBy: OpenedBy,
  extras: {
    readonly planDeliveries?: (lead: StoredLead) => DeliveryPlan;
    readonly log?: StoreLog;
    readonly clock?: () => Date;
  } = {},
): Promise<LeadStore> {
  if (options.databaseUrl)
    return Promise.resolve(
      createPostgresStore({ url: options.databaseUrl, clock: extras.clock, log: extras.log }),
    );
  return openFileStore({
    dir: options.outboxDir,
    openedBy,
    clock: extras.clock,
    planDeliveries: extras.planDeliveries,
    lockLeaseMs: options.outboxLeaseMs,
    log: extras.log,
  });
}
