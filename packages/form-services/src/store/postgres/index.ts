// Placeholder until the PostgreSQL engine lands.
import type { LeadStore, LeadWithDeliveries } from '../lead-store';
export function createPostgresStore(_options: {
  url: string;
  clock?: () => Date;
  log?: unknown;
}): LeadStore & { adopt(entry: LeadWithDeliveries, attachment: Buffer | null): Promise<boolean> } {
  throw new Error('PostgreSQL engine not built yet');
}
