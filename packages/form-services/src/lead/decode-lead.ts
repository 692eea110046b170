import type { LeadContract } from '@acme/forms-client/contract';
import { fromQuoteQuery, priceQuote } from '@acme/pricing-engine';
import { pricedBooking } from '../booking';
import { languageOfLead } from './lead-language';
import type { StoredLead } from '../store/lead-store';
import { quotePageAddress } from './quote-message';
import type { Lead, LeadContent } from './types';

/** What the company's mail says of fields that do not state what their form computes. */
export const UNDECODABLE = {
  booking: 'the booking’s fields could not be read',
  quote: 'the quote names no calculation the server could price',
} as const;

/** The calculator state of a page address: its query, where the calculator keeps it. */
const calculatorState = (address: string) =>
  fromQuoteQuery(address.split('?')[1]?.split('#')[0] ?? '');

/**
 * What a lead's fields state, by its form's rules: a booking priced by the engine, a saved
 * quote priced from its calculator state, a quote request's message with the calculation its
 * page names. The intake decodes a submission with it once, and every lead read back from a
 * store is decoded with it once, so the two can never read a lead differently. Fields that no
 * longer state what their form computes are kept as {@link UndecodableContent}, never dropped.
 *
 * @example
 * decodeContent('contact', { name: 'Lina', language: 'ar' }); // => { form: 'contact', fields: { name: 'Lina', language: 'ar' }, language: 'ar' }
 * decodeContent('saved-quote', { quote_query: '' }).undecodable; // => 'the quote names no calculation the server could price'
 * decodeContent('booking', { service_type: 'remote', requested_date: '2026-11-24', requested_hour_gst: '10:00', hours: '3' }).booking.quote.hours; // => 3
 */
export function decodeContent(form: LeadContract['id'], fields: StoredLead['fields']): LeadContent {
  const read = { fields, language: languageOfLead({ form, fields }) };
  switch (form) {
    case 'booking': {
      const booking = pricedBooking(fields);
      return booking
        ? { ...read, form, booking }
        : { ...read, form, undecodable: UNDECODABLE.booking };
    }
    case 'saved-quote': {
      const state = fromQuoteQuery(fields.quote_query ?? '');
      return state
        ? { ...read, form, quote: priceQuote(state) }
        : { ...read, form, undecodable: UNDECODABLE.quote };
    }
    case 'quote': {
      const message = fields.message ?? '';
      const page = quotePageAddress(message);
      const state = page === null ? null : calculatorState(page);
      return { ...read, form, message, calculation: state && priceQuote(state) };
    }
    default:
      return { ...read, form };
  }
}

/** A lead read back from a store (a restart, `pnpm leads`, a delivery's claim), decoded once. */
export function decodeLead(stored: StoredLead): Lead {
  return { ...stored, ...decodeContent(stored.form, stored.fields) };
}
