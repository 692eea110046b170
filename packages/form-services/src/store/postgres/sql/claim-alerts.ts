import type { DueAlert } from '../../incident';
import type { Queryable } from '../database';
import { INCIDENT_COLUMNS, toIncident, type Row } from '../rows';

/**
 * Claims for `server` until `until` the incidents whose opened or resolved alert is still due,
 * unless another server's claim on them runs past `now` (its own is renewed): the alerts due.
 * Two servers claiming at once: the row's lock makes the second see the first's claim.
 */
export async function claimAlerts(
  db: Queryable,
  server: string,
  now: Date,
  until: Date,
): Promise<DueAlert[]> {
  const { rows } = await db.query<Row>(
    `UPDATE incidents SET alert_claimed_by = $1, alert_claimed_until = $3
     WHERE (opened_alert_due OR resolved_alert_due)
       AND (alert_claimed_until IS NULL OR alert_claimed_until <= $2 OR alert_claimed_by = $1)
     RETURNING ${INCIDENT_COLUMNS}, opened_alert_due, resolved_alert_due`,
    [server, now, until],
  );
  return rows
    .map((row) => ({ row, incident: toIncident(row) }))
    .sort((a, b) => a.incident.startedAt.localeCompare(b.incident.startedAt))
    .flatMap(({ row, incident }) => [
      ...(row['opened_alert_due'] === true ? [{ event: 'opened' as const, incident }] : []),
      ...(row['resolved_alert_due'] === true ? [{ event: 'resolved' as const, incident }] : []),
    ]);
}
