import type { Quote } from '@acme/pricing-engine';
import type { SubmissionContext } from '../campaign';
import type { FormsConfig } from '../config';
import { QUOTE_CONTRACT } from '../contract/forms';
import { withReferenceLine } from '../contract/reference';
import { readSuccessOnlyReply } from '../protocols';
import { jsonSender } from '../senders';
import { clean, phoneNumber } from '../text';
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
    subject: `${QUOTE_CONTRACT.subjectPrefix}: ${clean(input.company)}`,
    name: clean(input.name),
    email: clean(input.email),
    company: clean(input.company),
    phone: phoneNumber(input.phone),
    message: quoteMessage({
      quote: input.quote,
      notes: input.notes,
      page: context.page,
    }),
  };
}

/** Sends a calculator quote request to the form-mail service as JSON; only `success` is read. */
export const sendQuoteRequest = /* @__PURE__ */ jsonSender<QuoteRequest>(
  {
    contract: QUOTE_CONTRACT,
    fields: quoteRequestBody,
    // The spec fixes the quote request's JSON fields: the reference opens its message, and no
    // language is sent (its page line names the Arabic page).
    withReference: (fields, reference) => ({
      ...fields,
      message: withReferenceLine(fields.message ?? '', reference),
    }),
  },
  readSuccessOnlyReply,
);
