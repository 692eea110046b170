import { toFils } from './money';
import { QUOTE_LABELS_EN, type QuotePart } from './quote-labels';
import { quoteLine, type QuoteLine } from './quote-line';

/** The parts a monthly total is made of, in the order a quote lists them. */
const PARTS: readonly QuotePart[] = ['unit', 'tier', 'addon', 'license', 'surcharge', 'discount'];

/**
 * A quote's monthly total split into its parts: per-unit services, Wi-Fi and CCTV tiers,
 * add-ons, licences, the 24x7 surcharge and the discount (negative). One line per part that
 * is not zero; in fils they add up to the total exactly, since they are sums of its lines.
 *
 * @example
 * totalByPart(priceQuote({ numUsers: 16, numWiFi: 2 }).lines).map((line) => `${line.label}: ${line.value}`); // => ['Per-unit services: AED 2,000', 'Wi-Fi and CCTV: AED 80', 'Discount (5%): -AED 104']
 */
export function totalByPart(lines: readonly QuoteLine[]): QuoteLine[] {
  return PARTS.flatMap((kind) => {
    const name = QUOTE_LABELS_EN.parts[kind];
    const ofPart = lines.filter((line) => line.kind === kind);
    // A line hands its fils out as a plain number; they come back whole or this throws.
    const fils = toFils(ofPart.reduce((sum, line) => sum + line.fils, 0));
    if (fils === 0) return [];
    const percent = ofPart[0]?.percent ?? null;
    return [quoteLine({ kind, key: kind, name, fils, ...(percent === null ? {} : { percent }) })];
  });
}
