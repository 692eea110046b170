import { mkdir } from 'node:fs/promises';
import type { ScheduledJobs } from '../roles/scheduled-jobs';
import { writeDurably } from './durable';
import { JOBS_DIR, type Outbox } from './layout';
import type { Failing } from './engine';

/** Scheduled jobs on files: a marker file a day and job, made once, so a restart finds it. */
export function fileJobs(outbox: Outbox, failing: Failing): ScheduledJobs {
  return {
    claimDailyJob: (job, day) =>
      failing('claim a daily job', async () => {
        await mkdir(outbox.path(JOBS_DIR), { recursive: true, mode: 0o700 });
        return writeDurably(outbox.path(JOBS_DIR, `${job}-${day}`), '', 'create').then(
          () => true,
          (error: unknown) => {
            if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
            throw error;
          },
        );
      }),
  };
}
