export {
  BOOKING_CHANGE_MESSAGES,
  BOOKING_MAX_HOURS,
  BOOKING_PAST_DATE_MESSAGE,
  BOOKING_TOO_LONG_MESSAGE,
  decodeBooking,
  encodeBooking,
} from './booking';
export type { BookingWireFields, DecodedBooking } from './booking';
export { leadProblem } from './check';
export type { WireFields } from './check';
export {
  ANY_FORM_MAIL,
  APPLICATION_CONTRACT,
  ASSESSMENT_CONTRACT,
  BOOKING_CONTRACT,
  CHECKLIST_CONTRACT,
  CONTACT_CONTRACT,
  EMAIL_PATTERN,
  INVALID_EMAIL_MESSAGE,
  LEAD_CONTRACTS,
  LEAD_LIMITS,
  QUOTE_CONTRACT,
  RFI_CONTRACT,
  SAVED_QUOTE_CONTRACT,
  TOO_LARGE_MESSAGE,
} from './forms';
export type {
  FailureMessages,
  LeadContract,
  LeadEndpoint,
  LeadFormId,
  MaximumRule,
  RequiredRule,
} from './forms';
export { contractFor } from './identify';
export { SERVICE_MESSAGES } from './service';
export { LEAD_LANGUAGES, leadLanguage } from './language';
export type { LeadLanguage } from './language';
export { FORM_SHOWN_FIELD } from './timing';
export { REPLY_PROMISES, replyWithinEnglish } from './reply-promise';
export type { OfficeHours, ReplyPromise } from './reply-promise';
export {
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
  makeReference,
  referenceFromMessage,
  validReference,
  withReferenceLine,
} from './reference';
// What the RFI document field accepts, for a page that renders the field before the client loads,
// and how the services check a file's type from its name and first bytes.
export {
  RFI_FILE_ACCEPT,
  RFI_FILE_MESSAGES,
  SIGNATURE_LENGTH,
  detectDocumentType,
  typeFromFileName,
} from '../file-check';
export type { DocumentType } from '../file-check';
// The quote as the company reads it, for a server that mails a saved quote.
export { quoteText } from '../forms/quote-message';
export { isBlank } from '../text';
