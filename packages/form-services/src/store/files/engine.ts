import { StoreUnavailableError } from '../errors';
import { failedIndex, type FailedIndex } from './failed-index';
import { createKeyLocks, type Serialised } from './key-locks';
import { outboxAt, type Outbox } from './layout';
import { createLeases, type Leases } from './leases';
import { createPendingIndex, type PendingIndex } from './pending-index';
import { createRecentLeads, type RecentLeads } from './recent-leads';
import { createVisitorShare, type VisitorShare } from './visitor-share';

/** Who may write: the one running server, or a reader (`pnpm leads`) that asks it to. */
export type OpenedBy = 'server' | 'reader';

/** Runs `work`; a failure of the disk is the store's one error, naming what it could not do. */
export type Failing = <T>(what: string, work: () => Promise<T>) => Promise<T>;

/** What the file engine's roles share: the outbox, and what the running server holds in memory. */
export interface FileEngine {
  readonly outbox: Outbox;
  readonly openedBy: OpenedBy;
  readonly clock: () => Date;
  readonly pending: PendingIndex;
  readonly failed: FailedIndex;
  readonly leases: Leases;
  readonly recent: RecentLeads;
  readonly visitors: VisitorShare;
  readonly serialised: Serialised;
  readonly failing: Failing;
  /** Throws unless this process is the running server. */
  readonly serverOnly: (what: string) => void;
}

export function createFileEngine(dir: string, openedBy: OpenedBy, clock: () => Date): FileEngine {
  const outbox = outboxAt(dir);
  const failed = failedIndex(outbox);
  return {
    outbox,
    openedBy,
    clock,
    pending: createPendingIndex(outbox, failed),
    failed,
    leases: createLeases(),
    recent: createRecentLeads(),
    visitors: createVisitorShare(),
    serialised: createKeyLocks(),
    async failing(what, work) {
      try {
        return await work();
      } catch (error) {
        if (error instanceof StoreUnavailableError || error instanceof SyntaxError) throw error;
        throw new StoreUnavailableError(`Could not ${what} in ${dir}`, error);
      }
    },
    serverOnly(what) {
      if (openedBy !== 'server') throw new Error(`Only the running server may ${what}.`);
    },
  };
}
