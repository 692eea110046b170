import type { Quote } from '@acme/pricing-engine';
import type { SubmissionContext } from '../campaign';
import type { FormsConfig } from '../config';
import { readSuccessOnlyReply } from '../protocols';
import type { SubmitResult } from '../result';
import { submit } from '../submit';
import { clean } from '../text';
import { whenBlank } from './form-mail';
import { quoteMessage } from './quote-message';

/** The calculator's quote request form, with the quote it asks about. */
export interface QuoteRequest {
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly phone?: string;
  readonly notes?: string;
  /** The calculator's quote, as `priceQuote` made it. */
  readonly quote: Quote;
}

/**
 * The quote form's messages, verbatim from the specification. A missing required
 * field is left to the browser's own validation and shows nothing here.
 */
export const QUOTE_MESSAGES = {
  invalid: '',
  failed: 'Could not submit quote. Please email {email}.',
  network: 'Network error while submitting. Please try again.',
} as const;

/** The JSON body of a quote request: exactly the fields the specification lists. */
export type QuoteRequestBody = {
  readonly access_key: string;
  readonly subject: string;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly phone: string;
  /** The readable quote: environment, add-ons, licences, prices, notes and page. */
  readonly message: string;
};

/** Builds the JSON body of a quote request. */
export function quoteRequestBody(
  input: QuoteRequest,
  context: SubmissionContext,
  config: Pick<FormsConfig, 'accessKey'>,
): QuoteRequestBody {
  return {
    access_key: config.accessKey,
    subject: `Custom Quote Request: ${clean(input.company)}`,
    name: clean(input.name),
    email: clean(input.email),
    company: clean(input.company),
    phone: clean(input.phone),
    message: quoteMessage({
      quote: input.quote,
      notes: input.notes,
      page: context.page,
    }),
  };
}

/** Sends a calculator quote request to the form-mail service as JSON. */
export function sendQuoteRequest(
  input: QuoteRequest,
  context: SubmissionContext,
  config: FormsConfig,
): Promise<SubmitResult> {
  return submit(
    {
      honeypot: undefined,
      validate: () => whenBlank(QUOTE_MESSAGES.invalid, [input.name, input.email, input.company]),
      url: config.formMailEndpoint,
      body: () => quoteRequestBody(input, context, config),
      read: readSuccessOnlyReply,
      messages: QUOTE_MESSAGES,
    },
    config,
  );
}
