import type { Leads } from '../store/roles/leads';
import { removeMailCopies } from './mail-copies';

const DAY_MS = 86_400_000;
/** How long a lead held as spam is kept for someone to release it. */
export const HELD_DAYS = 30;

/** Days in a period of months, as a policy's "24 months" is counted. */
export const daysInMonths = (months: number): number => Math.round((months * 365.25) / 12);

/** What a retention pass did, for the log. */
export type RetentionOutcome =
  | { readonly action: 'deleted'; readonly leads: number; readonly mailCopies: number }
  | {
      readonly action: 'counted';
      readonly olderThanStated: number;
      /** Held leads older than {@link HELD_DAYS}, deleted whatever the period. */
      readonly heldDeleted: number;
    }
  | { readonly action: 'refused'; readonly newest: string };

/**
 * One pass of the retention rule. Held leads older than {@link HELD_DAYS} are deleted. With
 * `retentionDays`, every lead older than that is deleted too, with all that belongs to it (and
 * its development mail copies); without it no other lead is, and the leads older than the period
 * the privacy policy states are counted, for the operator to decide. Nothing at all is deleted
 * while the clock reads earlier than the newest lead (a clock set back would otherwise delete
 * what the period has not reached).
 */
export async function applyRetention(
  leads: Pick<Leads, 'erase' | 'newestReceivedAt' | 'countReceivedBefore'>,
  settings: {
    readonly retentionDays?: number;
    readonly statedDays: number;
    readonly now: Date;
    readonly mailDir: string;
  },
): Promise<RetentionOutcome> {
  const { retentionDays, now } = settings;
  const newest = await leads.newestReceivedAt();
  if (newest && now.getTime() < newest.getTime())
    return { action: 'refused', newest: newest.toISOString() };
  const held = await leads.erase({
    receivedBefore: new Date(now.getTime() - HELD_DAYS * DAY_MS),
    heldOnly: true,
  });
  if (retentionDays === undefined) {
    await removeMailCopies(
      settings.mailDir,
      held.map((lead) => lead.id),
    );
    const before = new Date(now.getTime() - settings.statedDays * DAY_MS);
    return {
      action: 'counted',
      olderThanStated: await leads.countReceivedBefore(before),
      heldDeleted: held.length,
    };
  }
  const deleted = [
    ...held,
    ...(await leads.erase({ receivedBefore: new Date(now.getTime() - retentionDays * DAY_MS) })),
  ];
  const mailCopies = await removeMailCopies(
    settings.mailDir,
    deleted.map((lead) => lead.id),
  );
  return { action: 'deleted', leads: deleted.length, mailCopies };
}
