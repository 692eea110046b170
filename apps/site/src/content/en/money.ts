/**
 * An amount of dirhams as this language prints it: whole dirhams, Latin digits, the same figure in
 * every language (the engine's `formatAED`; the Arabic site's is `formatAEDArabic`).
 */
export { formatAED as money } from '@acme/pricing-engine';
