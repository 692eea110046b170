export { ActionRow } from './ActionRow';
