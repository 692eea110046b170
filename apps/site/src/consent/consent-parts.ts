/**
 * The attributes that name the consent banner's parts: the prerendered banner carries them and
 * the browser's listener finds the parts by them, so the two cannot drift apart.
 */
export const CONSENT_PARTS = {
  banner: 'data-consent-banner',
  /** Accept, Reject and Settings. */
  question: 'data-consent-question',
  /** Its value is the choice: `granted` or `denied`. */
  choice: 'data-consent-choice',
  openSettings: 'data-consent-open-settings',
  /** The analytics checkbox and Save. */
  settings: 'data-consent-settings',
  analytics: 'data-consent-analytics',
  save: 'data-consent-save',
  /** Outside the banner: the footer's "Cookie settings". */
  reopen: 'data-consent-reopen',
} as const;
