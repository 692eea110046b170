import type { PoolClient } from 'pg';
import type { SpamHold } from '../../lead-store';

/** Holds a lead for its infected file in the transaction `db`: held, its deliveries dropped. */
export async function holdInfected(db: PoolClient, id: string, signature: string): Promise<void> {
  const held: SpamHold = { score: 0, reasons: [], infected: signature };
  const { rowCount } = await db.query('UPDATE leads SET held = $2 WHERE id = $1 AND held IS NULL', [
    id,
    held,
  ]);
  if (rowCount) await db.query('DELETE FROM deliveries WHERE lead_id = $1', [id]);
}
