import type { Queryable } from '../database';
import type { Row } from '../rows';

/** A lead's attachment bytes, or `null`. */
export async function readAttachment(db: Queryable, lead: string): Promise<Buffer | null> {
  const { rows } = await db.query<Row>('SELECT attachment_data FROM leads WHERE id = $1', [lead]);
  const data = rows[0]?.['attachment_data'];
  return Buffer.isBuffer(data) ? data : null;
}
