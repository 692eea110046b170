import { browserContext, type SubmissionContext } from './campaign';
import type { FormsConfig } from './config';
import { sendJobApplication, type JobApplication } from './forms/application';
import { sendAssessmentRequest, type AssessmentRequest } from './forms/assessment';
import { sendBooking, type BookingRequest } from './forms/booking';
import { sendChecklistLead, type ChecklistLead } from './forms/checklist';
import { sendContactMessage, type ContactMessage } from './forms/contact';
import { sendQuoteRequest, type QuoteRequest } from './forms/quote';
import { sendRfi, type RfiSubmission } from './forms/rfi';
import { sendSavedQuote, type SavedQuote } from './forms/saved-quote';
import type { SubmitResult } from './result';
import type { Sender } from './senders';
import type { SendOptions } from './transport';

/** Every lead form's client, bound to one configuration and one source of context. */
export interface FormsClient {
  readonly assessment: (input: AssessmentRequest, options?: SendOptions) => Promise<SubmitResult>;
  readonly application: (input: JobApplication, options?: SendOptions) => Promise<SubmitResult>;
  readonly contact: (input: ContactMessage, options?: SendOptions) => Promise<SubmitResult>;
  readonly booking: (input: BookingRequest, options?: SendOptions) => Promise<SubmitResult>;
  readonly quote: (input: QuoteRequest, options?: SendOptions) => Promise<SubmitResult>;
  readonly savedQuote: (input: SavedQuote, options?: SendOptions) => Promise<SubmitResult>;
  readonly rfi: (input: RfiSubmission, options?: SendOptions) => Promise<SubmitResult>;
  readonly checklist: (input: ChecklistLead, options?: SendOptions) => Promise<SubmitResult>;
}

/**
 * Binds every form's client to a configuration. The context (page, campaign,
 * referrer) is read at the moment of each submission; in a browser the default
 * reads it from the current page and the visit's session storage.
 */
export function createFormsClient(
  config: FormsConfig,
  context: () => SubmissionContext = browserContext,
): FormsClient {
  const bind =
    <Input>(send: Sender<Input>) =>
    (input: Input, options?: SendOptions) =>
      send(input, context(), config, options);
  return {
    assessment: bind(sendAssessmentRequest),
    application: bind(sendJobApplication),
    contact: bind(sendContactMessage),
    booking: bind(sendBooking),
    quote: bind(sendQuoteRequest),
    savedQuote: bind(sendSavedQuote),
    rfi: bind(sendRfi),
    checklist: bind(sendChecklistLead),
  };
}
