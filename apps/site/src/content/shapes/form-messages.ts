import type { FormsConfig } from '@acme/forms-client';

/**
 * Loads how this language's forms say their messages (validation, failures, the services'
 * refusals); `undefined` keeps the forms client's own words, the specification's.
 */
export type LoadFormsSay = () => Promise<FormsConfig['say']>;
