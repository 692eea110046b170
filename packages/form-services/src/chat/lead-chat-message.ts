import type { OfficeHours } from '@acme/forms-client/contract';
import { filsToAed, formatAED, quoteLayout, type Quote } from '@acme/pricing-engine';
import { dubaiWhen } from '../lead/dubai-clock';
import { promisedReply } from '../lead/promised-reply';
import type { Lead } from '../lead/types';
import { oneLine } from '../text';
import type { ChatFact, ChatMessage } from './chat-body';

/** The longest a visitor's field runs in a message: a chat line, not the lead (the mail has it). */
const MAX_VALUE_CHARACTERS = 200;

/** A visitor's text as one line of a message, cut short where it runs long. */
const shortLine = (text: string) => {
  const line = oneLine(text.trim());
  return line.length > MAX_VALUE_CHARACTERS ? `${line.slice(0, MAX_VALUE_CHARACTERS - 1)}…` : line;
};

/** A quote's monthly total as the server priced it, worded as the quote's own text words it. */
function quoteTotal(quote: Quote | null): ChatFact | null {
  if (!quote) return null;
  const { total } = quoteLayout(quote, 'en').estimate;
  return { label: total.term, value: total.value };
}

/** What the server computed a lead to cost: a booking's total, a quote's; `null` for other forms. */
function totalOf(lead: Lead): ChatFact | null {
  if ('undecodable' in lead) return { label: 'Note', value: lead.undecodable };
  switch (lead.form) {
    case 'booking':
      return { label: 'Total', value: formatAED(filsToAed(lead.booking.quote.total)) };
    case 'saved-quote':
      return quoteTotal(lead.quote);
    case 'quote':
      return quoteTotal(lead.calculation);
    default:
      return null;
  }
}

/** What a lead's chat message shows beyond its form, reference, company, total and reply-by. */
export interface LeadChatSettings {
  readonly officeHours: OfficeHours;
  /** `FORMS_CHAT_FIELDS`: the visitor's fields shown, by their wire names, in this order. */
  readonly fields: readonly string[];
}

/**
 * A new lead's short message for the company's channel: its form and reference, the visitor's
 * company, the total the server computed (a booking's, a quote's), when the promised reply is due
 * on the Dubai clock, and the visitor's fields `FORMS_CHAT_FIELDS` names (by default the name
 * alone: a channel is read more widely than the inbox, so e-mail and phone only when named). A
 * fact the lead does not have is left out; every value is one line, cut at 200 characters.
 *
 * @example
 * leadChatMessage(decodeLead({ id: 'x', reference: 'AC-7Q4K2M', endpoint: 'form-mail', form: 'contact', receivedAt: '2026-11-26T13:59:00.000Z', fields: { name: 'Lina', email: 'lina@corp.ae', company: 'Corp' }, attachment: null, client: { ip: '', userAgent: '' } }), { officeHours: DEFAULT_OFFICE_HOURS, fields: ['name'] }); // => { text: 'New website lead AC-7Q4K2M (contact form)', facts: [{ label: 'Company', value: 'Corp' }, { label: 'Reply by', value: 'Friday 2026-11-27 17:59 Dubai time' }, { label: 'name', value: 'Lina' }] }
 */
export function leadChatMessage(lead: Lead, settings: LeadChatSettings): ChatMessage {
  const company = lead.fields.company?.trim();
  const reply = promisedReply(lead, settings.officeHours);
  const facts: (ChatFact | null)[] = [
    company ? { label: 'Company', value: shortLine(company) } : null,
    totalOf(lead),
    reply && { label: 'Reply by', value: dubaiWhen(reply.by) },
    ...settings.fields
      .filter((name) => name !== 'company')
      .map((name) => {
        const value = lead.fields[name]?.trim();
        return value ? { label: name, value: shortLine(value) } : null;
      }),
  ];
  return {
    text: `New website lead ${lead.reference} (${lead.form} form)`,
    facts: facts.filter((fact) => fact !== null),
  };
}
