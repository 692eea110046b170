import { NETWORK_ERROR_AR } from '@acme/forms-client/ar-terms';
import type { LoadFormsSay } from '../shapes/form-messages';

/**
 * The Arabic pages' forms say their messages in Arabic: the forms client's Arabic twins of the
 * specification's messages, loaded with the client's code (never by an English page).
 */
export const loadFormsSay: LoadFormsSay = () =>
  Promise.all([import('@acme/forms-client'), import('@acme/forms-client/ar')]).then(
    ([{ sayIn }, { FORM_MESSAGES_AR }]) => sayIn(FORM_MESSAGES_AR),
  );

/** The forms' own Arabic network error (`@acme/forms-client/ar-terms`), for when they cannot load. */
export const CLIENT_UNAVAILABLE: string = NETWORK_ERROR_AR;
