export { Card, CardGrid } from './Card';
