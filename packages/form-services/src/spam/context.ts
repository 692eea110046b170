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

import { FORM_SHOWN_FIELD } from '@acme/forms-client/contract';

export { FORM_SHOWN_FIELD };

/**
 * A lead's fields without the measurements a form adds (how long it was shown): what the
 * company's mail, its webhook and its export show.
 *
 * @example
 * withoutMeasurements({ name: 'Lina', form_shown_ms: '4200' }); // => { name: 'Lina' }
 */
export function withoutMeasurements(
  fields: Readonly<Record<string, string>>,
): Record<string, string> {
  const { [FORM_SHOWN_FIELD]: _measured, ...content } = fields;
  return content;
}
