import type { LeadContract, LeadLanguage } from '@acme/forms-client/contract';
import type { Quote } from '@acme/pricing-engine';
import type { PricedBooking } from '../booking';
import type { StoredLead } from '../store/lead-store';

/** What every lead's content has, whatever its form: its fields as sent, and their language. */
interface ContentOfEveryForm {
  /** Every field as the visitor's form sent it (the wire's names and strings). */
  readonly fields: StoredLead['fields'];
  /** The language the visitor wrote in (see `languageOfLead`). */
  readonly language: LeadLanguage;
}

/** A booking, priced on the server from the date, hours and service its fields state. */
export interface BookingContent extends ContentOfEveryForm {
  readonly form: 'booking';
  readonly booking: PricedBooking;
}

/** A saved quote, priced on the server from the calculator state it carries (`quote_query`). */
export interface SavedQuoteContent extends ContentOfEveryForm {
  readonly form: 'saved-quote';
  readonly quote: Quote;
}

/** A quote request: its message, and the calculation its page line names, priced on the server. */
export interface QuoteRequestContent extends ContentOfEveryForm {
  readonly form: 'quote';
  /** The quote's text as the browser wrote it, its reference first and its page last. */
  readonly message: string;
  /** `null` when the page line names no calculation the server could price. */
  readonly calculation: Quote | null;
}

/** A lead whose fields are all there is to it: the visitor's words, nothing to compute. */
export interface FieldsContent extends ContentOfEveryForm {
  readonly form: 'assessment' | 'application' | 'contact' | 'rfi' | 'checklist' | 'unknown';
}

/**
 * A lead kept whose fields do not state what its form computes from them (a lead kept before a
 * rule changed, or edited by hand): listed, exported and mailed as its fields, never dropped.
 * Only an intake's refusal keeps such fields out of new leads.
 */
export interface UndecodableContent extends ContentOfEveryForm {
  readonly form: LeadContract['id'];
  /** What could not be read, for the company's mail, e.g. `the booking’s fields could not be read`. */
  readonly undecodable: string;
}

/**
 * What a lead's form and fields state, read once: a union by form, each form with its decoded
 * value (a booking its price, a quote its calculation), or its fields when they no longer decode.
 */
export type LeadContent =
  BookingContent | SavedQuoteContent | QuoteRequestContent | FieldsContent | UndecodableContent;

/** A lead as kept (id, reference, attachment, …) with what its fields state, decoded. */
export type Lead = Omit<StoredLead, 'form' | 'fields'> & LeadContent;
