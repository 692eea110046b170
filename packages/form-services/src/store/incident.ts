/**
 * What an incident is about: company mails or webhooks waiting (past the minutes, or refused by
 * the mail server's login or sender check: one outage, one incident), a company mail or webhook
 * failed for good, the store not answering (each server's own), or the virus scanner (clamd)
 * not answering past FORMS_SCAN_GIVE_UP_MINUTES, so uploads went out by name, not scanned.
 */
export const INCIDENT_KINDS = [
  'deliveries-waiting',
  'delivery-failed',
  'store-down',
  'scan-down',
] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/** An incident's alert still to be posted: its opening or its resolution. */
export interface DueAlert {
  readonly event: 'opened' | 'resolved';
  readonly incident: Incident;
}

/**
 * An incident as the store keeps it: never a name, an address or a message's text, only the
 * oldest waiting lead's reference and how many wait.
 */
export interface Incident {
  readonly id: string;
  readonly kind: IncidentKind;
  /** ISO times. */
  readonly startedAt: string;
  readonly resolvedAt: string | null;
  /** What was seen, in a line without personal data (e.g. `EAUTH: 535 5.7.8 …`). */
  readonly cause: string;
  /** Leads waiting (or failed) when it was opened, and the oldest one's reference. */
  readonly leads: number;
  readonly oldestReference: string | null;
  /** The server that saw a store outage (each alerts its own); `null` for the others. */
  readonly server: string | null;
}
