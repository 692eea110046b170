const HOUR_MS = 3_600_000;

/**
 * Counts the mails each visitor address was sent in the hour before a moment, so a form cannot
 * be made to flood one inbox. Addresses compare without letter case. Times are the caller's
 * clock, never this process's: a lead is counted at the moment it was received.
 */
export function createVisitorLedger() {
  const sent = new Map<string, number[]>();
  const recent = (key: string, at: number) =>
    (sent.get(key) ?? []).filter((time) => time > at - HOUR_MS && time <= at);

  return {
    /** How many mails `address` was sent in the hour up to `at` (ms). */
    countBefore: (address: string, at: number): number => recent(address.toLowerCase(), at).length,
    /** Notes a mail to `address` at `at` (ms), once it is planned for good. */
    note(address: string, at: number): void {
      const key = address.toLowerCase();
      sent.set(key, [...(sent.get(key) ?? []).filter((time) => time > at - HOUR_MS), at]);
    },
  };
}

/** A ledger as {@link createVisitorLedger} makes it. */
export type VisitorLedger = ReturnType<typeof createVisitorLedger>;
