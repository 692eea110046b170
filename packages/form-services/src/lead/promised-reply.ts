import { REPLY_PROMISES } from '@acme/forms-client/contract';
import type { OfficeHours, ReplyPromise } from '@acme/forms-client/contract';
import type { Lead } from './types';
import { replyBy } from './reply-by';

/**
 * The reply a lead's form promised the visitor after sending, and the time it is due by;
 * `null` for a form that promises none (a quote, a booking, an application, the checklist, a
 * form the services cannot name).
 *
 * @example
 * promisedReply({ form: 'rfi', receivedAt: '2026-11-27T08:00:00.000Z' }, DEFAULT_OFFICE_HOURS)?.by.toISOString(); // => '2026-11-29T14:00:00.000Z'
 * promisedReply({ form: 'booking', receivedAt: '2026-11-27T08:00:00.000Z' }, DEFAULT_OFFICE_HOURS); // => null
 */
export function promisedReply(
  lead: Pick<Lead, 'form' | 'receivedAt'>,
  office: OfficeHours,
): { readonly promise: ReplyPromise; readonly by: Date } | null {
  const promise = lead.form === 'unknown' ? null : REPLY_PROMISES[lead.form];
  return promise && { promise, by: replyBy(new Date(lead.receivedAt), promise, office) };
}
