export { Section } from './Section';
export type { SectionTone } from './Section';
