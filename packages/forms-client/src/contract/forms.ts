import { MAX_RFI_FILE_BYTES } from '../file-check';
import { BOOKING_MAX_HOURS, BOOKING_TOO_LONG_MESSAGE } from './booking';

/** Every lead form of the site. */
export type LeadFormId =
  | 'assessment'
  | 'application'
  | 'contact'
  | 'booking'
  | 'quote'
  | 'saved-quote'
  | 'rfi'
  | 'checklist';

/** Which endpoint takes a form: the form-mail service or one of the two PHP endpoints. */
export type LeadEndpoint = 'form-mail' | 'rfi' | 'lead';

/** Fields that must not be blank, and what the form says when one is. */
export interface RequiredRule {
  /** Wire field names, as the form sends them. */
  readonly fields: readonly string[];
  /** The form's message; empty where the specification has the form say nothing. */
  readonly message: string;
  /** Applies only when this field has this value (e.g. an onsite booking needs an emirate). */
  readonly when?: { readonly field: string; readonly equals: string };
}

/** A numeric field that must not exceed a maximum, and what the form says when it does. */
export interface MaximumRule {
  /** The wire field name, as the form sends it. */
  readonly field: string;
  readonly max: number;
  readonly message: string;
}

/** What a form says when the service refuses it, or does not answer. */
export interface FailureMessages {
  /** Shown when the service refuses without a message of its own. */
  readonly failed: string;
  /** Shown when there is no usable answer. */
  readonly network: string;
}

/** One lead form's contract: where it goes, how it is recognised, its rules and its messages. */
export interface LeadContract {
  /** The form; `unknown` for a form-mail submission no contract names. */
  readonly id: LeadFormId | 'unknown';
  readonly endpoint: LeadEndpoint;
  /** The form-mail `source` field that names this form, where it sends one. */
  readonly source?: string;
  /** The start of the `subject` that names this form, where it sends no `source`. */
  readonly subjectPrefix?: string;
  /** The hidden field whose any value drops the submission silently; `null` for none. */
  readonly honeypot: 'botcheck' | 'honeypot' | null;
  /** The first rule whose `when` holds (or that has none) is the one checked. */
  readonly required: readonly RequiredRule[];
  /** Checked after the required fields and the email, in order; the first exceeded is said. */
  readonly maximums?: readonly MaximumRule[];
  readonly messages: FailureMessages;
}

/**
 * The email rule every form shares: something, an @, something, a dot, something; no spaces.
 *
 * @example
 * EMAIL_PATTERN.test('lina@corp.ae'); // => true
 * EMAIL_PATTERN.test('lina@corp'); // => false
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What every form says of an email that does not follow {@link EMAIL_PATTERN}. */
export const INVALID_EMAIL_MESSAGE = 'Please provide a valid email address.';

/** What every form says of a submission over {@link LEAD_LIMITS}' text size. */
export const TOO_LARGE_MESSAGE = 'The submission is too large.';

/** The size limits of a submission, the same in the client and on the server. */
export const LEAD_LIMITS = {
  /** All text fields of one submission together, in bytes. */
  textBytes: 64 * 1024,
  /** The one RFI/RFP attachment, in bytes (10 MB). */
  fileBytes: MAX_RFI_FILE_BYTES,
} as const;

/** The assessment form's contract. */
export const ASSESSMENT_CONTRACT = {
  id: 'assessment',
  endpoint: 'form-mail',
  source: 'popup',
  honeypot: 'botcheck',
  required: [
    { fields: ['name', 'email', 'company'], message: 'Please fill Name, Work Email, and Company.' },
  ],
  messages: {
    failed: 'Sorry—could not send your request. Please try again or email {email}.',
    network: 'Network error. Please try again.',
  },
} as const satisfies LeadContract;

/** The application form's contract. */
export const APPLICATION_CONTRACT = {
  id: 'application',
  endpoint: 'form-mail',
  source: 'careers',
  honeypot: 'botcheck',
  required: [
    {
      fields: ['name', 'email', 'coverLetter'],
      message: 'Please fill your Name, Email, and Cover Letter.',
    },
  ],
  messages: {
    failed: 'Sorry—could not submit your application. Please try again.',
    network: 'Network error. Please try again.',
  },
} as const satisfies LeadContract;

/** The contact form's contract. */
export const CONTACT_CONTRACT = {
  id: 'contact',
  endpoint: 'form-mail',
  source: 'contact',
  honeypot: 'botcheck',
  required: [
    {
      fields: ['name', 'email', 'subject', 'message'],
      message: 'Please fill Name, Email, Subject, and Message.',
    },
  ],
  messages: {
    failed: 'Submission failed. Please try again.',
    network: 'Network error. Please try again.',
  },
} as const satisfies LeadContract;

/** The booking form's contract. */
export const BOOKING_CONTRACT = {
  id: 'booking',
  endpoint: 'form-mail',
  source: 'on-demand-support',
  honeypot: 'botcheck',
  required: [
    {
      fields: ['name', 'email', 'requested_date', 'emirate'],
      message: 'Please fill Name, Email, Date, and Emirate.',
      when: { field: 'service_type', equals: 'onsite' },
    },
    { fields: ['name', 'email', 'requested_date'], message: 'Please fill Name, Email and Date.' },
  ],
  maximums: [{ field: 'hours', max: BOOKING_MAX_HOURS, message: BOOKING_TOO_LONG_MESSAGE }],
  messages: {
    failed: 'Sorry—could not send your booking. Please try again.',
    network: 'Network error. Please try again.',
  },
} as const satisfies LeadContract;

/** The quote form's contract. */
export const QUOTE_CONTRACT = {
  id: 'quote',
  endpoint: 'form-mail',
  subjectPrefix: 'Custom Quote Request',
  honeypot: null,
  // The browser's own validation shows a missing field; the form itself says nothing.
  required: [{ fields: ['name', 'email', 'company'], message: '' }],
  messages: {
    failed: 'Could not submit quote. Please email {email}.',
    network: 'Network error while submitting. Please try again.',
  },
} as const satisfies LeadContract;

/** The saved-quote form's contract. */
export const SAVED_QUOTE_CONTRACT = {
  id: 'saved-quote',
  endpoint: 'form-mail',
  source: 'saved-quote',
  honeypot: null,
  required: [{ fields: ['name', 'email'], message: 'Please fill your Name and Email.' }],
  // The specification names only the success alert; these follow the quote request's wording.
  messages: {
    failed: 'Could not save your quote. Please email {email}.',
    network: 'Network error while saving. Please try again.',
  },
} as const satisfies LeadContract;

/** The rfi form's contract. */
export const RFI_CONTRACT = {
  id: 'rfi',
  endpoint: 'rfi',
  honeypot: 'honeypot',
  required: [
    { fields: ['name', 'email', 'company'], message: 'Please fill Name, Email, and Company.' },
  ],
  messages: { failed: 'Submission failed.', network: 'Could not submit. Please email {email}.' },
} as const satisfies LeadContract;

/** The checklist form's contract. */
export const CHECKLIST_CONTRACT = {
  id: 'checklist',
  endpoint: 'lead',
  honeypot: 'honeypot',
  required: [{ fields: ['name', 'email'], message: 'Please fill Name and Email.' }],
  messages: { failed: 'Could not submit.', network: 'Submission failed. Please email {email}.' },
} as const satisfies LeadContract;

/**
 * Every lead form's contract, defined once: the client checks a submission with it before
 * sending, and the form services check what arrives with it. Messages are the specification's.
 *
 * @example
 * LEAD_CONTRACTS.assessment.required[0].message; // => 'Please fill Name, Work Email, and Company.'
 * LEAD_CONTRACTS.rfi.endpoint; // => 'rfi'
 */
export const LEAD_CONTRACTS = {
  assessment: ASSESSMENT_CONTRACT,
  application: APPLICATION_CONTRACT,
  contact: CONTACT_CONTRACT,
  booking: BOOKING_CONTRACT,
  quote: QUOTE_CONTRACT,
  'saved-quote': SAVED_QUOTE_CONTRACT,
  rfi: RFI_CONTRACT,
  checklist: CHECKLIST_CONTRACT,
} as const satisfies Readonly<Record<LeadFormId, LeadContract>>;

/**
 * The rule for a form-mail submission no contract names (another tool posting to the service):
 * a name and an email, as the service has always asked.
 */
export const ANY_FORM_MAIL: LeadContract = {
  id: 'unknown',
  endpoint: 'form-mail',
  honeypot: 'botcheck',
  required: [{ fields: ['name', 'email'], message: 'Please provide your name and email.' }],
  messages: CONTACT_CONTRACT.messages,
};
