const HOUR_MS = 3_600_000;

/**
 * Counts the mails each visitor address was sent in the last hour, so a form cannot be made to
 * flood one inbox. Addresses compare without letter case.
 */
export function createVisitorLedger(perHour: number) {
  const sent = new Map<string, number[]>();
  const recent = (address: string, at: number) =>
    (sent.get(address.toLowerCase()) ?? []).filter((time) => time > at - HOUR_MS && time <= at);

  return {
    /** Notes a mail to `address` at `at` (ms), e.g. one found on disk at start. */
    note(address: string, at: number): void {
      const key = address.toLowerCase();
      sent.set(key, [...recent(key, Date.now()), at]);
    },
    /** Whether `address` may get one more mail at `at`; when it may, that mail is noted. */
    take(address: string, at: number): boolean {
      const times = recent(address, at);
      if (times.length >= perHour) return false;
      sent.set(address.toLowerCase(), [...times, at]);
      return true;
    },
  };
}
