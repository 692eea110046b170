/**
 * An amount of dirhams as the Arabic site prints it: the same whole dirhams as English, Latin
 * digits, then درهم (`formatAEDArabic`).
 */
export { formatAEDArabic as money } from '@acme/pricing-engine';
/**
 * An amount in a running sentence: the noun counted as Arabic counts it, «249 درهمًا», «1,005
 * دراهم», in the case of its place (`formatAEDArabicCounted`; see the glossary's `aed`).
 */
export { formatAEDArabicCounted as countedMoney } from '@acme/pricing-engine';
