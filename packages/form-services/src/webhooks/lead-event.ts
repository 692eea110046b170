import type { Lead } from '../lead/types';
import { serverFigures } from '../mail/server-figures';
import { withoutMeasurements } from '../spam/context';

/** The `lead.created` event a CRM receives: the lead as the company's mail has it. */
export interface LeadCreatedEvent {
  readonly type: 'lead.created';
  /** When the lead was received: the same on every retry of the event. */
  readonly timestamp: string;
  readonly data: {
    readonly id: string;
    readonly form: Lead['form'];
    readonly reference: string;
    readonly receivedAt: string;
    /** The language of the form the visitor used. */
    readonly language: string;
    /** Every field as the visitor's form sent it. */
    readonly fields: Lead['fields'];
    /** The figures the server computed (a booking's total, a quote's), as the company mail adds them. */
    readonly serverFigures: readonly string[];
    /** The attachment's name, type and size; its bytes stay with the lead. */
    readonly attachment: {
      readonly name: string;
      readonly type: string;
      readonly size: number;
    } | null;
  };
}

/**
 * A lead as its `lead.created` event, in the Standard Webhooks payload shape (`type`,
 * `timestamp`, `data`).
 *
 * @example
 * leadCreatedEvent(decodeLead({ id: 'x', reference: 'AC-7Q4K2M', endpoint: 'form-mail', form: 'contact', receivedAt: '2026-11-24T10:00:00.000Z', fields: { name: 'Lina' }, attachment: null, client: { ip: '', userAgent: '' } })).data.language; // => 'en'
 */
export function leadCreatedEvent(lead: Lead): LeadCreatedEvent {
  return {
    type: 'lead.created',
    timestamp: lead.receivedAt,
    data: {
      id: lead.id,
      form: lead.form,
      reference: lead.reference,
      receivedAt: lead.receivedAt,
      language: lead.language,
      fields: withoutMeasurements(lead.fields),
      serverFigures: serverFigures(lead),
      attachment: lead.attachment && {
        name: lead.attachment.fileName,
        type: lead.attachment.type,
        size: lead.attachment.bytes,
      },
    },
  };
}
