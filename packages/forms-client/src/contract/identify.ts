import { ANY_FORM_MAIL, LEAD_CONTRACTS, type LeadContract, type LeadEndpoint } from './forms';
import type { WireFields } from './check';

/**
 * The contract a submission answers to: the PHP endpoints each take one form; a form-mail
 * submission is named by its `source` field, or else by the start of its `subject`. One no
 * contract names keeps the service's old rule, a name and an email.
 *
 * @example
 * contractFor('lead', {}).id; // => 'checklist'
 * contractFor('form-mail', { source: 'careers' }).id; // => 'application'
 * contractFor('form-mail', { subject: 'Custom Quote Request: Corp' }).id; // => 'quote'
 * contractFor('form-mail', { subject: 'Hello' }).id; // => 'unknown'
 */
export function contractFor(endpoint: LeadEndpoint, fields: WireFields): LeadContract {
  if (endpoint === 'rfi') return LEAD_CONTRACTS.rfi;
  if (endpoint === 'lead') return LEAD_CONTRACTS.checklist;
  const named = Object.values<LeadContract>(LEAD_CONTRACTS).find((contract) =>
    contract.endpoint !== 'form-mail'
      ? false
      : contract.source !== undefined
        ? fields.source === contract.source
        : contract.subjectPrefix !== undefined &&
          (fields.subject ?? '').startsWith(contract.subjectPrefix),
  );
  return named ?? ANY_FORM_MAIL;
}
