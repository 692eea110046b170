import type { Incident, IncidentKind } from '../../incident';
import type { Queryable } from '../database';
import { INCIDENT_COLUMNS, toIncident, type Row } from '../rows';

/**
 * Resolves the open incident of a kind, its resolved alert due: the one this call resolved, or
 * `null` (another did).
 */
export async function resolveIncident(
  db: Queryable,
  kind: IncidentKind,
  at: Date,
): Promise<Incident | null> {
  const { rows } = await db.query<Row>(
    `UPDATE incidents SET resolved_at = $2, resolved_alert_due = true
     WHERE kind = $1 AND resolved_at IS NULL
     RETURNING ${INCIDENT_COLUMNS}`,
    [kind, at],
  );
  return rows[0] ? toIncident(rows[0]) : null;
}
