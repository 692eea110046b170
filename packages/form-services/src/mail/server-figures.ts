import { decodeBooking, encodeBooking, type BookingWireFields } from '@acme/forms-client/contract';
import { fromQuoteQuery, priceQuote, quoteLayout, type Environment } from '@acme/pricing-engine';
import type { StoredLead } from '../store/lead-store';
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

/** A booking's figures, priced again from its date, hours and service as the form encodes them. */
function bookingFigures(fields: StoredLead['fields']): string[] {
  const request = decodeBooking(fields);
  if (!request) return ['- none: the booking’s fields could not be read'];
  const server = encodeBooking(request);
  return PRICED_BOOKING_FIELDS.map((name) => figure(name, server[name], fields[name]));
}

/** A message's lines, however its newlines were sent (a multipart body sends CRLF). */
const linesOf = (message: string) => message.split(/\r?\n/);

/** The line of a quote text that starts with `- label — `, its value; the first such line. */
function browserValue(message: string, label: string): string | undefined {
  const prefix = `- ${label} — `;
  return linesOf(message)
    .find((line) => line.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * The calculator state a quote request's message carries: the query of the page address on its
 * last line, where the calculator keeps its state.
 */
function pageEnvironment(message: string): Environment | null {
  const page = linesOf(message).at(-1) ?? '';
  if (!page.startsWith('Page: ')) return null;
  const query = page.split('?')[1]?.split('#')[0] ?? '';
  return fromQuoteQuery(query);
}

/** A quote's monthly total, priced again on the server from the calculator state it carries. */
function quoteFigures(env: Environment | null, message: string): string[] {
  if (!env) return ['- none: the quote names no calculation the server could price'];
  // Worded as the quote's text words it, so the browser's line is found by the same term.
  const { total } = quoteLayout(priceQuote(env), 'en').estimate;
  return [figure(total.term, total.value, browserValue(message, total.term))];
}

/**
 * What the server computed of a lead, for the company to read beside what the browser sent: a
 * booking's price and breakdown, a quote's monthly total. Each is marked where the browser's
 * figure differs, since a browser's figure is only what a visitor's machine claimed. Empty for a
 * form the server computes nothing for.
 *
 * @example
 * serverFigures({ form: 'contact', fields: {} }); // => []
 * serverFigures({ form: 'saved-quote', fields: { quote_query: 'users=10', message: '- Total per month — AED 1,250' } }); // => ['', 'Computed by the server:', '- Total per month: AED 1,250']
 */
export function serverFigures(lead: Pick<StoredLead, 'form' | 'fields'>): string[] {
  const { fields } = lead;
  const message = fields.message ?? '';
  const lines =
    lead.form === 'booking'
      ? bookingFigures(fields)
      : lead.form === 'saved-quote'
        ? quoteFigures(fromQuoteQuery(fields.quote_query ?? ''), message)
        : lead.form === 'quote'
          ? quoteFigures(pageEnvironment(message), message)
          : [];
  return lines.length ? ['', 'Computed by the server:', ...lines] : [];
}
