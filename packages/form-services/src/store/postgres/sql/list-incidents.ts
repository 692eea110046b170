import type { Incident } from '../../incident';
import type { Queryable } from '../database';
import { INCIDENT_COLUMNS, toIncident, type Row } from '../rows';

/** The incidents, oldest first; only the open ones with `openOnly`. */
export async function listIncidents(db: Queryable, openOnly: boolean): Promise<Incident[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${INCIDENT_COLUMNS} FROM incidents WHERE NOT $1 OR resolved_at IS NULL
     ORDER BY started_at, id`,
    [openOnly],
  );
  return rows.map(toIncident);
}
