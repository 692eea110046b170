import type { LeadFormId } from './forms';

/**
 * How soon a form promises the visitor an answer, as its page says after sending: within so many
 * hours of the clock, or within so many business days of the office's hours.
 */
export type ReplyPromise =
  | { readonly kind: 'hours'; readonly hours: number }
  | { readonly kind: 'business-days'; readonly days: number };

/**
 * What each form promises after sending; `null` where its page promises no reply (a quote, a
 * booking, an application, the checklist). The pages' copy words these, and the form services
 * count a lead's reply-by time from them, so a changed promise changes both.
 *
 * @example
 * REPLY_PROMISES.contact; // => { kind: 'hours', hours: 24 }
 * REPLY_PROMISES.rfi; // => { kind: 'business-days', days: 1 }
 * REPLY_PROMISES.booking; // => null
 */
export const REPLY_PROMISES = {
  assessment: { kind: 'hours', hours: 24 },
  contact: { kind: 'hours', hours: 24 },
  rfi: { kind: 'business-days', days: 1 },
  quote: null,
  'saved-quote': null,
  booking: null,
  application: null,
  checklist: null,
} as const satisfies Readonly<Record<LeadFormId, ReplyPromise | null>>;

/**
 * The office's week, in which a promise of business days is counted: the days it opens and its
 * whole opening and closing hours, on the UAE's clock (UTC+4 all year, no daylight saving).
 */
export interface OfficeHours {
  /** The days the office opens, 0 = Sunday … 6 = Saturday. */
  readonly days: readonly number[];
  /** The hour it opens, e.g. 9 for 09:00. */
  readonly opens: number;
  /** The hour it closes, e.g. 18 for 18:00; a lead at 18:00 is outside office hours. */
  readonly closes: number;
}

/**
 * A promise's time in English, as the pages say it after "within".
 *
 * @example
 * replyWithinEnglish(REPLY_PROMISES.contact); // => '24 hours'
 * replyWithinEnglish(REPLY_PROMISES.rfi); // => '1 business day'
 * replyWithinEnglish({ kind: 'business-days', days: 2 }); // => '2 business days'
 */
export function replyWithinEnglish(promise: ReplyPromise): string {
  const [count, noun] =
    promise.kind === 'hours' ? [promise.hours, 'hour'] : [promise.days, 'business day'];
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
