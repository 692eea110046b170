import type { DueAlert } from '../../incident';
import type { Queryable } from '../database';

/** Notes that an incident's alert was taken; with none due any more, its claim goes. */
export async function alertTaken(
  db: Queryable,
  id: string,
  event: DueAlert['event'],
): Promise<void> {
  await db.query(
    `UPDATE incidents SET
       opened_alert_due = opened_alert_due AND $2 <> 'opened',
       resolved_alert_due = resolved_alert_due AND $2 <> 'resolved',
       alert_claimed_by = CASE
         WHEN (opened_alert_due AND $2 <> 'opened') OR (resolved_alert_due AND $2 <> 'resolved')
         THEN alert_claimed_by END,
       alert_claimed_until = CASE
         WHEN (opened_alert_due AND $2 <> 'opened') OR (resolved_alert_due AND $2 <> 'resolved')
         THEN alert_claimed_until END
     WHERE id = $1`,
    [id, event],
  );
}
