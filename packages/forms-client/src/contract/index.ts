export {
  BOOKING_MAX_HOURS,
  BOOKING_TOO_LONG_MESSAGE,
  decodeBooking,
  encodeBooking,
} from './booking';
export type { BookingWireFields } from './booking';
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
export {
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
  makeReference,
  referenceFromMessage,
  validReference,
  withReferenceLine,
} from './reference';
// What the RFI document field accepts, for a page that renders the field before the client loads.
export { RFI_FILE_ACCEPT } from '../file-check';
