import { browserContext, type FormsConfig } from '@acme/forms-client';
import { SITE } from './config';

/**
 * The forms' configuration, from the site configuration. Pages call the one client
 * they need (e.g. `sendAssessmentRequest(input, browserContext(), FORMS_CONFIG)`), so
 * each bundle carries only its own form's code.
 */
export const FORMS_CONFIG: FormsConfig = { ...SITE.forms, companyEmail: SITE.email };

export { browserContext };
