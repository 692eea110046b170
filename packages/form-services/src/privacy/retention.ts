import type { LeadStore } from '../store/lead-store';
import { removeMailCopies } from './mail-copies';

const DAY_MS = 86_400_000;

/** Days in a period of months, as a policy's "24 months" is counted. */
export const daysInMonths = (months: number): number => Math.round((months * 365.25) / 12);

/** What a retention pass did, for the log. */
export type RetentionOutcome =
  | { readonly action: 'deleted'; readonly leads: number; readonly mailCopies: number }
  | { readonly action: 'counted'; readonly olderThanStated: number }
  | { readonly action: 'refused'; readonly newest: string };

/**
 * One pass of the retention rule. With `retentionDays`, every lead older than that is deleted
 * with all that belongs to it (and its development mail copies); but nothing at all while the
 * clock reads earlier than the newest lead (a clock set back would otherwise delete what the
 * period has not reached). Without it nothing is deleted, and the leads older than the period
 * the privacy policy states are counted, for the operator to decide.
 */
export async function applyRetention(
  store: Pick<LeadStore, 'erase' | 'newestReceivedAt' | 'countReceivedBefore'>,
  settings: {
    readonly retentionDays?: number;
    readonly statedDays: number;
    readonly now: Date;
    readonly mailDir: string;
  },
): Promise<RetentionOutcome> {
  const { retentionDays, now } = settings;
  if (retentionDays === undefined) {
    const before = new Date(now.getTime() - settings.statedDays * DAY_MS);
    return { action: 'counted', olderThanStated: await store.countReceivedBefore(before) };
  }
  const newest = await store.newestReceivedAt();
  if (newest && now.getTime() < newest.getTime())
    return { action: 'refused', newest: newest.toISOString() };
  const deleted = await store.erase({
    receivedBefore: new Date(now.getTime() - retentionDays * DAY_MS),
  });
  const mailCopies = await removeMailCopies(
    settings.mailDir,
    deleted.map((lead) => lead.id),
  );
  return { action: 'deleted', leads: deleted.length, mailCopies };
}
