import type { LeadWithDeliveries, StoredLead } from '../../lead-store';
import type { Queryable } from '../database';
import { DELIVERY_COLUMNS, text, toDelivery, type Row } from '../rows';

/** Attaches each lead's deliveries, in their order. */
export async function withDeliveries(
  db: Queryable,
  leads: readonly StoredLead[],
): Promise<LeadWithDeliveries[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE lead_id = ANY($1) ORDER BY position`,
    [leads.map((lead) => lead.id)],
  );
  const byLead = new Map<string, Row[]>();
  for (const row of rows)
    byLead.set(text(row, 'lead_id'), [...(byLead.get(text(row, 'lead_id')) ?? []), row]);
  return leads.map((lead) => ({ lead, deliveries: (byLead.get(lead.id) ?? []).map(toDelivery) }));
}
