export { InlineError } from './InlineError';
