import type { Queryable } from '../database';

/** Whether this server is the first to claim `job` for `day`. */
export async function claimDailyJob(db: Queryable, job: string, day: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'INSERT INTO daily_jobs (job, day) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [job, day],
  );
  return rowCount === 1;
}
