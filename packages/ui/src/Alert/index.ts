export { Alert } from './Alert';
export type { AlertTone } from './Alert';
