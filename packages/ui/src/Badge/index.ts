export { Badge } from './Badge';
