export { TestimonialCard } from './TestimonialCard';
