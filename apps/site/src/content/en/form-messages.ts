import type { LoadFormsSay } from '../shapes/form-messages';

/**
 * How this language's forms say their messages (validation, failures, the services' refusals):
 * English pages say the specification's words as the forms client has them, so load nothing.
 */
export const loadFormsSay: LoadFormsSay = () => Promise.resolve(undefined);

/** Said when the forms client's code itself cannot load: the specification's network error. */
export const CLIENT_UNAVAILABLE: string = 'Network error. Please try again.';
