/**
 * An amount of dirhams as the Arabic site prints it: the same whole dirhams as English, Latin
 * digits, then درهم (`formatAEDArabic`).
 */
export { formatAEDArabic as money } from '@acme/pricing-engine';
