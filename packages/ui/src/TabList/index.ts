export { TabList } from './TabList';
export type { TabItem, TabListProps } from './TabList';
