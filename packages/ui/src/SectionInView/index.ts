export { followSectionInView } from './follow-section';
