import type { PoolClient } from 'pg';
import type { LeadWithDeliveries } from '../../lead-store';
import { insertDeliveries } from './insert-deliveries';

/**
 * Copies one lead from a file outbox, with its deliveries' state as it is, in the
 * transaction `db`: `false`, and nothing changed, when a lead with its id is already here.
 */
export async function importLead(
  db: PoolClient,
  entry: LeadWithDeliveries,
  attachment: Buffer | null,
): Promise<boolean> {
  const { lead } = entry;
  const { rowCount } = await db.query(
    `INSERT INTO leads (id, reference, form, endpoint, received_at, fields, client,
       attachment_name, attachment_type, attachment_bytes, attachment_sha256,
       attachment_data, held, infected_file, booking_changes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (id) DO NOTHING`,
    [
      lead.id,
      lead.reference,
      lead.form,
      lead.endpoint,
      new Date(lead.receivedAt),
      lead.fields,
      lead.client,
      lead.attachment?.fileName ?? null,
      lead.attachment?.type ?? null,
      lead.attachment?.bytes ?? null,
      lead.attachment?.sha256 ?? null,
      attachment,
      lead.held ?? null,
      lead.infectedFile ?? null,
      lead.bookingChanges ? JSON.stringify(lead.bookingChanges) : null,
    ],
  );
  if (!rowCount) return false;
  await insertDeliveries(db, lead.id, entry.deliveries);
  return true;
}
