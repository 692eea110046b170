export { Footer } from './Footer';
export type { FooterColumn, FooterLink } from './Footer';
