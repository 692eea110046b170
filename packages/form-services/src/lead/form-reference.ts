import { REFERENCE_PATTERN, referenceFromMessage } from '@acme/forms-client/contract';
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
