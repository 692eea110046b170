import type { LeadLanguage } from './contract/language';

/** Where and how the forms send. The site passes this in; the package reads no globals for it. */
export interface FormsConfig {
  /** The form-mail service's submit URL (the local stand-in serves `/api/submit`). */
  readonly formMailEndpoint: string;
  /** The form-mail access key. */
  readonly accessKey: string;
  /** The RFI/RFP upload endpoint, e.g. `/send-rfi.php`. */
  readonly rfiEndpoint: string;
  /** The checklist lead endpoint, e.g. `/send-lead.php`. */
  readonly leadEndpoint: string;
  /** The company address that fills `{email}` in messages. */
  readonly companyEmail: string;
  /** Milliseconds before a request is abandoned; default {@link DEFAULT_TIMEOUT_MS}. */
  readonly timeoutMs?: number;
  /** The fetch to use; default the global one. */
  readonly fetch?: typeof fetch;
  /** The clock, for booking dates; default `() => new Date()`. */
  readonly now?: () => Date;
  /**
   * The language of the page the forms are on, sent as each lead's `language` field (beside its
   * `reference`); default `'en'`.
   */
  readonly language?: LeadLanguage;
  /**
   * Says the forms' messages (validation, failures, the services' refusals), given in the
   * specification's English, in the page's language; default: as they are. An Arabic page passes
   * `sayIn(FORM_MESSAGES_AR)`. A function, so that an English page loads no other language.
   */
  readonly say?: (message: string) => string;
  /** Makes each lead's reference (`AC-XXXXXX`); default `makeReference`, from `crypto`. */
  readonly reference?: () => string;
}

/** A request with no answer after 15 seconds is given up (and never retried automatically). */
export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Puts the company address into a message template.
 *
 * @example
 * fillEmail('Please email {email}.', 'hello@example.ae'); // => 'Please email hello@example.ae.'
 */
export function fillEmail(template: string, email: string): string {
  return template.replaceAll('{email}', email);
}
