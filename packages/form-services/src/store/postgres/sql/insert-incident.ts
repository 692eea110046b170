import type { Incident } from '../../incident';
import type { Queryable } from '../database';
import { INCIDENT_COLUMNS, toIncident, type Row } from '../rows';

/**
 * Inserts an incident unless its id is kept or, open, one of its kind is open (the partial
 * unique index): the inserted incident, or `null`. `alertDue`: its opened alert is still to go.
 */
export async function insertIncident(
  db: Queryable,
  incident: Incident,
  alertDue = false,
): Promise<Incident | null> {
  const { rows } = await db.query<Row>(
    `INSERT INTO incidents (${INCIDENT_COLUMNS}, opened_alert_due)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT DO NOTHING RETURNING ${INCIDENT_COLUMNS}`,
    [
      incident.id,
      incident.kind,
      incident.startedAt,
      incident.resolvedAt,
      incident.cause,
      incident.leads,
      incident.oldestReference,
      incident.server,
      alertDue,
    ],
  );
  return rows[0] ? toIncident(rows[0]) : null;
}
