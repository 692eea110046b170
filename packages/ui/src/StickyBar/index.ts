export { StickyBar } from './StickyBar';
