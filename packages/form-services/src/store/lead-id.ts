import { randomUUID } from 'node:crypto';
import type { LeadEndpoint } from '@acme/forms-client/contract';

/**
 * A lead's id: when it was received, which endpoint took it, and 8 random hex digits. Ids sort by
 * time, so the newest leads list first without reading them, in both engines.
 *
 * @example
 * leadId('2026-11-24T10:00:00.000Z', 'rfi', () => '0123abcd-ffff').startsWith('2026-11-24T10-00-00-000Z-rfi-'); // => true
 */
export function leadId(
  receivedAt: string,
  endpoint: LeadEndpoint,
  random: () => string = randomUUID,
): string {
  return `${receivedAt.replace(/[:.]/g, '-')}-${endpoint}-${random().slice(0, 8)}`;
}
