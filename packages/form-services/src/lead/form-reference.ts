import { REFERENCE_PATTERN, referenceFromMessage } from '@acme/forms-client/contract';
import { messageLines } from './quote-message';
import type { LeadContent } from './types';

/**
 * The reference a lead's form made and sent (kept across the visitor's retries), or `null` when
 * it sent none that is valid. The quote request's JSON fields are fixed by the specification:
 * its reference is its message's first line.
 *
 * @example
 * formReference({ form: 'contact', fields: { reference: 'AC-7Q4K2M' } }); // => 'AC-7Q4K2M'
 * formReference({ form: 'quote', fields: { message: 'Reference: AC-9X4K2M\nPage: /pricing' } }); // => 'AC-9X4K2M'
 * formReference({ form: 'contact', fields: { reference: 'mine' } }); // => null
 */
export function formReference(lead: Pick<LeadContent, 'form' | 'fields'>): string | null {
  const { fields } = lead;
  const sent =
    lead.form === 'quote' ? referenceFromMessage(fields.message ?? '') : fields.reference;
  return sent && REFERENCE_PATTERN.test(sent) ? sent : null;
}

/**
 * The reference the lead's form sent when the lead is filed under another: the same form had
 * sent other content under it within a day, so the store gave this lead a new one (see the
 * README's "Repeats"). `null` for a lead filed under its form's reference, or one that sent none.
 *
 * @example
 * takenReference({ form: 'contact', reference: 'AC-9X4K2M', fields: { reference: 'AC-7Q4K2M' } }); // => 'AC-7Q4K2M'
 * takenReference({ form: 'contact', reference: 'AC-7Q4K2M', fields: { reference: 'AC-7Q4K2M' } }); // => null
 */
export function takenReference(
  lead: Pick<LeadContent, 'form' | 'fields'> & { readonly reference: string },
): string | null {
  const sent = formReference(lead);
  return sent !== null && sent !== lead.reference ? sent : null;
}

/**
 * A lead's fields without the reference its form sent: its `reference` field, or a quote
 * request's first message line. What the company's mail lists of a lead filed under another
 * reference, whose note names the form's once.
 *
 * @example
 * withoutFormReference({ form: 'contact', fields: { reference: 'AC-7Q4K2M', name: 'Lina' } }); // => { name: 'Lina' }
 * withoutFormReference({ form: 'quote', fields: { message: 'Reference: AC-9X4K2M\nPage: /pricing' } }); // => { message: 'Page: /pricing' }
 */
export function withoutFormReference(
  lead: Pick<LeadContent, 'form' | 'fields'>,
): Record<string, string> {
  const { reference: _sent, ...fields } = lead.fields;
  if (lead.form !== 'quote' || formReference(lead) === null) return fields;
  return {
    ...fields,
    message: messageLines(fields.message ?? '')
      .slice(1)
      .join('\n'),
  };
}
