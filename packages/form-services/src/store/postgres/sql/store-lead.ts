import { makeReference } from '@acme/forms-client/contract';
import { readFile } from 'node:fs/promises';
import type { PoolClient } from 'pg';
import {
  IDEMPOTENCY_WINDOW_MS,
  type DeliveryPlan,
  type LeadToStore,
  type StoreOutcome,
  type StoredLead,
} from '../../lead-store';
import { leadId } from '../../lead-id';
import { LEAD_COLUMNS, toLead, type Row } from '../rows';
import { advisoryLock } from './advisory-lock';
import { planDeliveries } from './plan-deliveries';

/** A reference no lead has, for a new lead whose form's reference is taken. */
async function freeReference(db: PoolClient): Promise<string> {
  for (;;) {
    const reference = makeReference();
    const { rowCount } = await db.query('SELECT 1 FROM leads WHERE reference = $1', [reference]);
    if (!rowCount) return reference;
  }
}

/**
 * Keeps a submission with its planned deliveries in the transaction `db`, or answers the
 * repeat of one within the window with the lead it repeats.
 */
export async function storeLead(
  db: PoolClient,
  lead: LeadToStore,
  mails: DeliveryPlan,
  now: Date,
): Promise<StoreOutcome> {
  // The same submission sent to two servers at once: the second waits, then repeats.
  await advisoryLock(db, `lead:${lead.reference}`);
  const { rows } = await db.query<Row>(
    `SELECT ${LEAD_COLUMNS}, form = $3 AND fingerprint = $4 AS same FROM leads
     WHERE reference = $1 AND received_at > $2
     ORDER BY same DESC, received_at DESC LIMIT 1`,
    [lead.reference, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS), lead.form, lead.fingerprint],
  );
  const earlier = rows[0];
  if (earlier?.['same'] === true) return { lead: toLead(earlier), repeated: true };

  const receivedAt = now.toISOString();
  const id = leadId(receivedAt, lead.endpoint);
  const reference = earlier ? await freeReference(db) : lead.reference;
  const upload = lead.upload;
  const bytes = upload ? await readFile(upload.file.path) : null;
  await db.query(
    `INSERT INTO leads (id, reference, form, endpoint, received_at, fields, client,
       fingerprint, attachment_name, attachment_type, attachment_bytes,
       attachment_sha256, attachment_data, held)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      id,
      reference,
      lead.form,
      lead.endpoint,
      now,
      lead.fields,
      lead.client,
      lead.fingerprint,
      upload?.fileName ?? null,
      upload?.type ?? null,
      bytes?.length ?? null,
      upload?.file.sha256 ?? null,
      bytes,
      lead.held ?? null,
    ],
  );
  // A held lead gets its deliveries when it is released, if ever.
  if (!lead.held) await planDeliveries(db, id, mails, now);
  const stored: StoredLead = {
    id,
    reference,
    endpoint: lead.endpoint,
    form: lead.form,
    receivedAt,
    fields: lead.fields,
    attachment: upload
      ? {
          fileName: upload.fileName,
          bytes: bytes?.length ?? upload.file.bytes,
          type: upload.type,
          sha256: upload.file.sha256,
        }
      : null,
    client: lead.client,
    ...(lead.held ? { held: lead.held } : {}),
  };
  return { lead: stored, repeated: false };
}
