export { ComparisonTable } from './ComparisonTable';
export type { ComparisonRow } from './ComparisonTable';
