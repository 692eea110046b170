export { FeatureCard } from './FeatureCard';
