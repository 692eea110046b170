import type { StoredLead } from '../lead-store';

const HOUR_MS = 3_600_000;

type Received = Pick<StoredLead, 'form' | 'fields' | 'receivedAt'>;

/**
 * When each form got a lead from each address in the last hour, for the spam rules' count: kept
 * in the running server's memory rather than read from the folder for every lead.
 */
export function createRecentLeads() {
  /** `form address` → times received (ms). */
  const times = new Map<string, number[]>();
  const keyOf = (form: string, email: string) => `${form} ${email.trim().toLowerCase()}`;
  const keyOfLead = (lead: Received) => keyOf(lead.form, lead.fields.email ?? '');
  return {
    note(lead: Received): void {
      const at = Date.parse(lead.receivedAt);
      const kept = (times.get(keyOfLead(lead)) ?? []).filter((time) => time > at - HOUR_MS);
      times.set(keyOfLead(lead), [...kept, at]);
    },
    /** An erased lead is counted no more. */
    forget(lead: Received): void {
      const at = Date.parse(lead.receivedAt);
      times.set(
        keyOfLead(lead),
        (times.get(keyOfLead(lead)) ?? []).filter((time) => time !== at),
      );
    },
    count(form: string, email: string, since: Date): number {
      return (times.get(keyOf(form, email)) ?? []).filter((time) => time >= since.getTime()).length;
    },
  };
}

export type RecentLeads = ReturnType<typeof createRecentLeads>;
