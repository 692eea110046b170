export { AnchorNav } from './AnchorNav';
export type { AnchorItem } from './AnchorNav';
