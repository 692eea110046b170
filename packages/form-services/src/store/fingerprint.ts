import type { LeadContract } from '@acme/forms-client/contract';
import { createHash } from 'node:crypto';
import { FORM_SHOWN_FIELD } from '../spam/context';

/**
 * Fields that say nothing of what the visitor asked: the access key, the honeypot, the
 * reference itself, and how long the form was shown (a retry sends another). A repeat is the same lead whatever they hold.
 */
const NOT_CONTENT = new Set(['access_key', 'reference', 'botcheck', 'honeypot', FORM_SHOWN_FIELD]);

/**
 * What makes two submissions of one form the same lead: their fields (by name, in any order,
 * leaving out {@link NOT_CONTENT}) and the attachment's bytes, hashed.
 *
 * @example
 * leadFingerprint('contact', { name: 'Lina', reference: 'AC-222222' }, null) === leadFingerprint('contact', { reference: 'AC-333333', name: 'Lina' }, null); // => true
 * leadFingerprint('contact', { name: 'Lina' }, null) === leadFingerprint('contact', { name: 'Lina ' }, null); // => false
 */
export function leadFingerprint(
  form: LeadContract['id'],
  fields: Readonly<Record<string, string>>,
  attachmentSha256: string | null,
): string {
  const content = Object.entries(fields)
    .filter(([name]) => !NOT_CONTENT.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify({ form, content, attachment: attachmentSha256 }))
    .digest('hex');
}
