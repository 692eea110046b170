/**
 * What the spam rules need beyond the lead itself, counted by the caller (the store, across
 * every server sharing it).
 */
export interface SpamContext {
  /**
   * Leads of the same form from the same e-mail address (in any letter case) in the hour before
   * this one. Never an IP address: offices, mobile carriers and VPNs put many people behind one.
   */
  readonly earlierLeadsFromAddress: number;
}

/**
 * The field in which a form says how long it was shown before it was sent, in milliseconds.
 * It is a measurement, not content: it is left out of a lead's fingerprint.
 */
export const FORM_SHOWN_FIELD = 'form_shown_ms';
