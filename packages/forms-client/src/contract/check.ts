import { isBlank } from '../text';
import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE, type LeadContract } from './forms';

/** A submission's fields as they go over the wire (or arrive): names to values. */
export type WireFields = Readonly<Record<string, string | undefined>>;

/**
 * Why a submission breaks its form's contract, or `null` when it keeps it: the first required
 * rule that applies names the message for a blank field, then the email must follow
 * `EMAIL_PATTERN`, then no field may exceed its maximum. An empty message is a refusal the form shows no words for.
 *
 * @example
 * leadProblem(LEAD_CONTRACTS.checklist, { name: 'Lina', email: ' ' }); // => 'Please fill Name and Email.'
 * leadProblem(LEAD_CONTRACTS.checklist, { name: 'Lina', email: 'lina@corp' }); // => 'Please provide a valid email address.'
 * leadProblem(LEAD_CONTRACTS.booking, { name: 'L', email: 'l@c.ae', requested_date: '2026-12-01', service_type: 'onsite' }); // => 'Please fill Name, Email, Date, and Emirate.'
 * leadProblem(LEAD_CONTRACTS.booking, { name: 'L', email: 'l@c.ae', requested_date: '2026-12-01', hours: '25' }); // => 'Please choose at most 24 hours.'
 * leadProblem(LEAD_CONTRACTS.checklist, { name: 'Lina', email: ' lina@corp.ae ' }); // => null
 */
export function leadProblem(contract: LeadContract, fields: WireFields): string | null {
  const rule = contract.required.find(({ when }) => !when || fields[when.field] === when.equals);
  if (rule?.fields.some((name) => isBlank(fields[name]))) return rule.message;
  if (!EMAIL_PATTERN.test((fields.email ?? '').trim())) return INVALID_EMAIL_MESSAGE;
  // A value that is not a number is not over a maximum: the form's own decoding refuses it.
  const exceeded = contract.maximums?.find(({ field, max }) => Number(fields[field]) > max);
  return exceeded?.message ?? null;
}
