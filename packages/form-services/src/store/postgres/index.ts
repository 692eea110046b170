import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LeadStore } from '../lead-store';
import { stageUpload } from '../staging';
import { openDatabase } from './database';
import { postgresLeads } from './lead-queries';
import type { StoreLog } from './log';
import { postgresQueue } from './queue-queries';
import { addErasures } from './sql/add-erasures';
import { claimDailyJob } from './sql/claim-daily-job';
import { alertTaken } from './sql/alert-taken';
import { claimAlerts } from './sql/claim-alerts';
import { insertIncident } from './sql/insert-incident';
import { listIncidents } from './sql/list-incidents';
import { resolveIncident } from './sql/resolve-incident';
import { listErasures } from './sql/list-erasures';
import { ping } from './sql/ping';
import { validateDatabaseUrl } from './url';

export { validateDatabaseUrl } from './url';
export { migrationsDir } from './migrate';

/** What {@link createPostgresStore} is given. */
export interface PostgresStoreOptions {
  /** `DATABASE_URL`: `postgres://user:password@host:5432/database`, `?sslmode=` for TLS. */
  readonly url: string;
  /** The store's time: leads' times, the idempotency window, the visitor-mail hour. */
  readonly clock?: () => Date;
  readonly log?: StoreLog;
  /** Where uploads wait for their lead; default `<tmpdir>/acme-form-uploads`. */
  readonly stagingDir?: string;
}

/**
 * The lead store on PostgreSQL 13 or later, for one server or several sharing the database:
 * leads with their attachment in the row, and their mails' state with leases, so each due mail
 * is claimed by one server and a dead server's claims return to the others. Nothing connects
 * until the first call; the migrations run then, once, and again on a later call if they failed.
 * While the database is down every method rejects with `StoreUnavailableError` within
 * seconds, and the store works again by itself when it is back.
 *
 * @throws Error naming `DATABASE_URL` when `options.url` is not a PostgreSQL URL.
 */
export function createPostgresStore(options: PostgresStoreOptions): LeadStore {
  validateDatabaseUrl(options.url);
  const clock = options.clock ?? (() => new Date());
  const stagingDir = options.stagingDir ?? join(tmpdir(), 'acme-form-uploads');
  const database = openDatabase(options.url, options.log);
  return {
    description: database.description,
    leads: postgresLeads(database, clock),
    queue: postgresQueue(database, clock),
    jobs: {
      claimDailyJob: (job, day) =>
        database.guarded('claim a daily job', () => claimDailyJob(database.pool, job, day)),
    },
    erasures: {
      add: (hashes) =>
        database.guarded('register an erasure', () => addErasures(database.pool, hashes)),
      list: () => database.guarded('read the erasure register', () => listErasures(database.pool)),
    },
    incidents: {
      open: (incident) =>
        database.guarded('open an incident', () => insertIncident(database.pool, incident, true)),
      resolve: (kind, at) =>
        database.guarded('resolve an incident', () => resolveIncident(database.pool, kind, at)),
      add: (incident) =>
        database.guarded('keep an incident', async () => {
          await insertIncident(database.pool, incident);
        }),
      alertsDue: (server, now, until) =>
        database.guarded('claim the alerts due', () =>
          claimAlerts(database.pool, server, now, until),
        ),
      alertTaken: (id, event) =>
        database.guarded('note an alert taken', () => alertTaken(database.pool, id, event)),
      list: (openOnly = false) =>
        database.guarded('read the incidents', () => listIncidents(database.pool, openOnly)),
    },
    uploads: {
      receive: (stream, headLength) =>
        stageUpload(stream, headLength, join(stagingDir, randomUUID())),
    },
    async ping() {
      // The health check may be the first call: the migrations start as soon as it answers.
      database.ready().catch(() => undefined);
      try {
        await ping(database.pool);
      } catch (error) {
        throw database.unavailable('answer', error);
      }
    },
    close: database.close,
  };
}
