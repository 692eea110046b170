import {
  BOOKING_CHANGE_MESSAGES,
  BOOKING_PAST_DATE_MESSAGE,
  BOOKING_TOO_LONG_MESSAGE,
} from '../contract/booking';
import {
  ANY_FORM_MAIL,
  APPLICATION_CONTRACT,
  ASSESSMENT_CONTRACT,
  BOOKING_CONTRACT,
  CHECKLIST_CONTRACT,
  CONTACT_CONTRACT,
  INVALID_EMAIL_MESSAGE,
  QUOTE_CONTRACT,
  RFI_CONTRACT,
  SAVED_QUOTE_CONTRACT,
  TOO_LARGE_MESSAGE,
  type LeadContract,
} from '../contract/forms';
import { SERVICE_MESSAGES } from '../contract/service';
import { RFI_FILE_MESSAGES } from '../file-check';
import type { ContractMessages, FormMessages } from './messages';

const messagesOf = <Contract extends LeadContract>({
  required,
  messages,
}: Contract): ContractMessages<Contract> => ({
  required: required.map(({ message }) => message) as ContractMessages<Contract>['required'],
  failed: messages.failed,
  network: messages.network,
});

/**
 * The forms' messages in English: the specification's, as the contracts and checks say them
 * (never typed a second time). What a forms client says unless it is given another language's.
 * Each contract is read by a call marked pure, so a bundle that says no other language leaves
 * this out.
 *
 * @example
 * FORM_MESSAGES_EN.forms.booking.required[1]; // => 'Please fill Name, Email and Date.'
 * FORM_MESSAGES_EN.rfiFile.tooLarge; // => 'File too large (max 10MB).'
 */
export const FORM_MESSAGES_EN: FormMessages = {
  forms: {
    assessment: /* @__PURE__ */ messagesOf(ASSESSMENT_CONTRACT),
    application: /* @__PURE__ */ messagesOf(APPLICATION_CONTRACT),
    contact: /* @__PURE__ */ messagesOf(CONTACT_CONTRACT),
    booking: /* @__PURE__ */ messagesOf(BOOKING_CONTRACT),
    quote: /* @__PURE__ */ messagesOf(QUOTE_CONTRACT),
    'saved-quote': /* @__PURE__ */ messagesOf(SAVED_QUOTE_CONTRACT),
    rfi: /* @__PURE__ */ messagesOf(RFI_CONTRACT),
    checklist: /* @__PURE__ */ messagesOf(CHECKLIST_CONTRACT),
    unknown: /* @__PURE__ */ messagesOf(ANY_FORM_MAIL),
  },
  invalidEmail: INVALID_EMAIL_MESSAGE,
  tooLarge: TOO_LARGE_MESSAGE,
  bookingPastDate: BOOKING_PAST_DATE_MESSAGE,
  bookingTooLong: BOOKING_TOO_LONG_MESSAGE,
  bookingChange: BOOKING_CHANGE_MESSAGES,
  rfiFile: RFI_FILE_MESSAGES,
  service: SERVICE_MESSAGES,
};
