// `@acme/forms-client/ar`: the forms' Arabic messages, an entry of their own so that a page in
// English, which loads the client, loads none of them. `sayIn(FORM_MESSAGES_AR)` (from the main
// entry) is what an Arabic page passes as `say`.
export { FORM_MESSAGES_AR } from './messages/ar';
