import { PRESETS, toQuoteQuery, type PresetId } from '@acme/pricing-engine';
import { routeById } from '../routes/routes';

/**
 * A link that opens the calculator priced on a preset, e.g. from a package card: a real address
 * (shareable, and a link without JavaScript), with an optional #anchor.
 */
export function estimateLink(preset: PresetId, anchor?: string): string {
  const query = toQuoteQuery(PRESETS[preset].environment);
  return `${routeById('pricing').path}?${query}${anchor ? `#${anchor}` : ''}`;
}
