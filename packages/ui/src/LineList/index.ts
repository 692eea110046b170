export { LineList } from './LineList';
export type { ListedLine } from './LineList';
