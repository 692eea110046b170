export { createFormsClient } from './client';
export * from './contract/index';
export { formMailSender, jsonSender, phpSender } from './senders';
export type { LeadForm, Sender } from './senders';
export type { FormsClient } from './client';
export { NO_CAMPAIGN, UTM_KEYS, browserContext, campaignFromUrl, captureVisit } from './campaign';
export type { Campaign, KeyValueStore, SubmissionContext, UtmKey } from './campaign';
export { DEFAULT_TIMEOUT_MS, fillEmail } from './config';
export type { FormsConfig } from './config';
export type { SendOptions, UploadProgress } from './transport';
export { uploadTimeoutMs } from './upload-time';
export {
  MAX_RFI_FILE_BYTES,
  RFI_FILE_ACCEPT,
  RFI_FILE_MESSAGES,
  SIGNATURE_LENGTH,
  checkRfiFile,
  detectDocumentType,
  typeFromFileName,
} from './file-check';
export type { DocumentType, UploadFile } from './file-check';
export { applicationFields, sendJobApplication } from './forms/application';
export type { JobApplication } from './forms/application';
export { assessmentFields, sendAssessmentRequest } from './forms/assessment';
export type { AssessmentRequest } from './forms/assessment';
export { BOOKING_PAST_DATE_MESSAGE } from './contract/booking';
export { bookingFields, sendBooking } from './forms/booking';
export type { BookingRequest } from './forms/booking';
export { checklistFields, sendChecklistLead } from './forms/checklist';
export type { ChecklistLead } from './forms/checklist';
export { contactFields, sendContactMessage } from './forms/contact';
export type { ContactMessage } from './forms/contact';
export { quoteRequestBody, sendQuoteRequest } from './forms/quote';
export type { QuoteRequest, QuoteRequestBody } from './forms/quote';
export { quoteMessage, quoteText } from './forms/quote-message';
export type { QuoteSummary } from './forms/quote-message';
export { savedQuoteBody, sendSavedQuote } from './forms/saved-quote';
export type { SavedQuote, SavedQuoteBody } from './forms/saved-quote';
export { rfiFields, sendRfi } from './forms/rfi';
export type { RfiSubmission } from './forms/rfi';
export type { SubmitResult, SubmitStatus } from './result';
export { isBlank } from './text';
export { FORM_MESSAGES_EN } from './messages/en';
export { sayIn } from './messages/say';
export type { ContractMessages, FormMessages } from './messages/messages';
export { toLatinDigits } from '@acme/pricing-engine';
