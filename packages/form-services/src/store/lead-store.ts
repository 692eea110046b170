import type { Erasures } from './roles/erasures';
import type { Incidents } from './roles/incidents';
import type { Leads } from './roles/leads';
import type { Claim, DeliveryKey, Queue, RequeueOutcome } from './roles/queue';
import type { ScheduledJobs } from './roles/scheduled-jobs';
import type { Uploads } from './roles/uploads';

export * from './stored-lead';
export type { Incident, IncidentKind } from './incident';
export type {
  Claim,
  DeliveryKey,
  Erasures,
  Incidents,
  Leads,
  Queue,
  RequeueOutcome,
  ScheduledJobs,
  Uploads,
};

/**
 * What the form services keep, whatever keeps it, as the roles its callers take: the leads, the
 * delivery queue, scheduled jobs, the erasure register, the incidents and upload staging. Two engines implement it, files for one
 * server and PostgreSQL for several, and both pass one contract suite per role
 * (`test/store-contract/`). Every method that writes has made its write durable when it resolves.
 */
export interface LeadStore {
  /** For the operator, e.g. `files in /srv/site/.data/outbox` or `PostgreSQL db.example:5432/site`. */
  readonly description: string;
  readonly leads: Leads;
  readonly queue: Queue;
  readonly jobs: ScheduledJobs;
  readonly erasures: Erasures;
  readonly incidents: Incidents;
  readonly uploads: Uploads;

  /**
   * Resolves when the store answers (a read of its folder, or `SELECT 1`); rejects when it does
   * not. The health check's answer.
   */
  readonly ping: () => Promise<void>;

  /** Lets go of files, locks and connections. */
  readonly close: () => Promise<void>;
}
