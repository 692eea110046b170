import { encodeBooking, type BookingWireFields } from '@acme/forms-client/contract';
import { quoteLayout, type Quote } from '@acme/pricing-engine';
import type { PricedBooking } from '../booking';
import { UNDECODABLE } from '../lead/decode-lead';
import { messageLines } from '../lead/quote-message';
import type { LeadContent } from '../lead/types';
import { oneLine } from '../text';

/** The booking fields the browser computed, which the server computes again from the booking. */
const PRICED_BOOKING_FIELDS = [
  'calculated_total_aed',
  'pricing_breakdown',
  'hours',
  'after_hours',
  'travel_charge_aed',
  'requested_datetime_dubai_iso',
] as const satisfies readonly (keyof BookingWireFields)[];

/** A server's figure, marked with the browser's when the two differ. */
function figure(name: string, server: string, browser: string | undefined): string {
  const differs =
    browser === server ? '' : ` [DIFFERS: the browser sent ${oneLine(browser ?? '(nothing)')}]`;
  return `- ${name}: ${server}${differs}`;
}

/** What the server could not compute, as a figure's line. */
const none = (problem: string) => `- none: ${problem}`;

/** A booking's figures as the wire names them (in dirhams), beside what the browser sent. */
function bookingFigures(
  { request, quote }: PricedBooking,
  fields: LeadContent['fields'],
): string[] {
  const server = encodeBooking(request, quote);
  return PRICED_BOOKING_FIELDS.map((name) => figure(name, server[name], fields[name]));
}

/** The line of a quote text that starts with `- label — `, its value; the first such line. */
function browserValue(message: string, label: string): string | undefined {
  const prefix = `- ${label} — `;
  return messageLines(message)
    .find((line) => line.startsWith(prefix))
    ?.slice(prefix.length);
}

/** A quote's monthly total as the server priced it, beside the quote text's. */
function quoteFigures(quote: Quote | null, message: string): string[] {
  if (!quote) return [none(UNDECODABLE.quote)];
  // Worded as the quote's text words it, so the browser's line is found by the same term.
  const { total } = quoteLayout(quote, 'en').estimate;
  return [figure(total.term, total.value, browserValue(message, total.term))];
}

/** The figures of a lead, by what its form computes. */
function figuresOf(lead: LeadContent): string[] {
  if ('undecodable' in lead) return [none(lead.undecodable)];
  const message = lead.fields.message ?? '';
  switch (lead.form) {
    case 'booking':
      return bookingFigures(lead.booking, lead.fields);
    case 'saved-quote':
      return quoteFigures(lead.quote, message);
    case 'quote':
      return quoteFigures(lead.calculation, lead.message);
    default:
      return [];
  }
}

/**
 * What the server computed of a lead, for the company to read beside what the browser sent: a
 * booking's price and breakdown, a quote's monthly total. Each is marked where the browser's
 * figure differs, since a browser's figure is only what a visitor's machine claimed. Empty for a
 * form the server computes nothing for.
 *
 * @example
 * serverFigures(decodeContent('contact', {})); // => []
 * serverFigures(decodeContent('saved-quote', { quote_query: 'users=10', message: '- Total per month — AED 1,250' })); // => ['', 'Computed by the server:', '- Total per month: AED 1,250']
 */
export function serverFigures(lead: LeadContent): string[] {
  const lines = figuresOf(lead);
  return lines.length ? ['', 'Computed by the server:', ...lines] : [];
}
