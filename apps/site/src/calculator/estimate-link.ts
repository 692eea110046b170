import type { PresetId } from '@acme/pricing-engine';
import PRESET_QUERIES from 'virtual:preset-queries';
import { routeById } from '../routes/routes';

/**
 * A link that opens the calculator with a preset calculated, e.g. from a package card: a real address
 * (shareable, and a link without JavaScript), with an optional #anchor. The query is the engine's
 * `toQuoteQuery` of the preset, written at build time (see `scripts/preset-queries.ts`).
 */
export function estimateLink(preset: PresetId, anchor?: string): string {
  return `${routeById('pricing').path}?${PRESET_QUERIES[preset]}${anchor ? `#${anchor}` : ''}`;
}
