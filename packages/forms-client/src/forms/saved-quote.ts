import type { Quote } from '@acme/pricing-engine';
import type { SubmissionContext } from '../campaign';
import type { FormsConfig } from '../config';
import { readFormMailReply } from '../protocols';
import type { SubmitResult } from '../result';
import { submit } from '../submit';
import { clean } from '../text';
import { whenBlank } from './form-mail';
import { quoteMessage } from './quote-message';

/** The calculator's save-quote form: where to send the visitor their own copy. */
export interface SavedQuote {
  readonly name: string;
  readonly email: string;
  /** The calculator's quote, as `priceQuote` made it. */
  readonly quote: Quote;
}

/**
 * The save-quote form's messages. The specification names only its success alert ("Quote saved
 * successfully!"), so these follow the quote request's wording.
 */
export const SAVED_QUOTE_MESSAGES = {
  invalid: 'Please fill your Name and Email.',
  failed: 'Could not save your quote. Please email {email}.',
  network: 'Network error while saving. Please try again.',
} as const;

/** The JSON body of a saved quote: the visitor as sender and recipient, and the quote text. */
export type SavedQuoteBody = {
  readonly access_key: string;
  readonly subject: string;
  readonly name: string;
  readonly email: string;
  readonly replyto: string;
  readonly source: 'saved-quote';
  readonly message: string;
};

/** Builds the JSON body of a saved quote. */
export function savedQuoteBody(
  input: SavedQuote,
  context: SubmissionContext,
  config: Pick<FormsConfig, 'accessKey'>,
): SavedQuoteBody {
  const email = clean(input.email);
  return {
    access_key: config.accessKey,
    subject: 'Your saved IT quote',
    name: clean(input.name),
    email,
    replyto: email,
    source: 'saved-quote',
    message: quoteMessage({
      quote: input.quote,
      page: context.page,
    }),
  };
}

/** Sends the visitor's quote to their own email through the form-mail service, as JSON. */
export function sendSavedQuote(
  input: SavedQuote,
  context: SubmissionContext,
  config: FormsConfig,
): Promise<SubmitResult> {
  return submit(
    {
      honeypot: undefined,
      validate: () => whenBlank(SAVED_QUOTE_MESSAGES.invalid, [input.name, input.email]),
      url: config.formMailEndpoint,
      body: () => savedQuoteBody(input, context, config),
      read: readFormMailReply,
      messages: SAVED_QUOTE_MESSAGES,
    },
    config,
  );
}
