import type { OfficeHours, ReplyPromise } from '@acme/forms-client/contract';
import { DUBAI_UTC_OFFSET_MS } from './dubai-clock';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * When a promise made at `receivedAt` falls due. Hours are the clock's. A business day is one
 * office day's hours of office time (Sunday–Thursday 09:00–18:00: nine hours), counted from
 * receipt while the office is open, else from its next opening, on the Dubai clock. Public
 * holidays are not known here, so they count as office days.
 *
 * @example
 * replyBy(new Date('2026-11-24T10:00:00Z'), { kind: 'hours', hours: 24 }, DEFAULT_OFFICE_HOURS).toISOString(); // => '2026-11-25T10:00:00.000Z'
 * replyBy(new Date('2026-11-26T13:59:00Z'), { kind: 'business-days', days: 1 }, DEFAULT_OFFICE_HOURS).toISOString(); // => '2026-11-29T13:59:00.000Z'
 */
export function replyBy(receivedAt: Date, promise: ReplyPromise, office: OfficeHours): Date {
  if (promise.kind === 'hours') return new Date(receivedAt.getTime() + promise.hours * HOUR_MS);
  if (office.days.length === 0 || office.closes <= office.opens)
    throw new RangeError('Office hours with no time open cannot count business days');
  let left = promise.days * (office.closes - office.opens) * HOUR_MS;
  // Walked day by day on the Dubai wall clock, held as the UTC fields of a shifted time.
  let clock = receivedAt.getTime() + DUBAI_UTC_OFFSET_MS;
  for (;;) {
    const midnight = Math.floor(clock / DAY_MS) * DAY_MS;
    const opens = midnight + office.opens * HOUR_MS;
    const closes = midnight + office.closes * HOUR_MS;
    if (office.days.includes(new Date(midnight).getUTCDay()) && clock < closes) {
      const from = Math.max(clock, opens);
      if (from + left <= closes) return new Date(from + left - DUBAI_UTC_OFFSET_MS);
      left -= closes - from;
    }
    clock = midnight + DAY_MS;
  }
}
