import { toQuoteQuery, type Quote } from '@acme/pricing-engine';
import type { SubmissionContext } from '../campaign';
import type { FormsConfig } from '../config';
import { SAVED_QUOTE_CONTRACT } from '../contract/forms';
import { jsonSender } from '../senders';
import { clean } from '../text';
import { quoteMessage } from './quote-message';

/** The calculator's save-quote form: where to send the visitor their own copy. */
export interface SavedQuote {
  readonly name: string;
  readonly email: string;
  /** The calculator's quote, as `priceQuote` made it. */
  readonly quote: Quote;
}

/** The JSON body of a saved quote: the visitor as sender and recipient, the quote's state and text. */
export type SavedQuoteBody = {
  readonly access_key: string;
  readonly subject: string;
  readonly name: string;
  readonly email: string;
  readonly replyto: string;
  readonly source: typeof SAVED_QUOTE_CONTRACT.source;
  /** The calculator's state as a shared quote link carries it: the server mails its own copy. */
  readonly quote_query: string;
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
    source: SAVED_QUOTE_CONTRACT.source,
    quote_query: toQuoteQuery(input.quote.environment),
    message: quoteMessage({
      quote: input.quote,
      page: context.page,
    }),
  };
}

/** Sends the visitor's quote to their own email through the form-mail service, as JSON. */
export const sendSavedQuote = /* @__PURE__ */ jsonSender<SavedQuote>({
  contract: SAVED_QUOTE_CONTRACT,
  fields: savedQuoteBody,
});
