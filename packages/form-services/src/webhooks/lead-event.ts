import type { OfficeHours } from '@acme/forms-client/contract';
import { dubaiTimestamp } from '../lead/dubai-clock';
import { promisedReply } from '../lead/promised-reply';
import type { Lead } from '../lead/types';
import { bookingVersion, latestChange } from '../booking-link/booking-state';
import type { BookingChange } from '../store/lead-store';
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
    /**
     * When the reply the site promised the visitor falls due, ISO 8601 on the Dubai clock with its
     * offset (`2026-11-29T17:59:00+04:00`); `null` for a form that promises none.
     */
    readonly replyBy: string | null;
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
 * The `lead.updated` event of a booking's change through its link: the lead as it is now, in the
 * payload of `lead.created`, with the change (what, when, and the booking's version after it).
 */
export interface LeadUpdatedEvent {
  readonly type: 'lead.updated';
  /** When the change was made: the same on every retry of the event. */
  readonly timestamp: string;
  readonly data: LeadCreatedEvent['data'] & {
    readonly change: BookingChange & { readonly version: number };
  };
}

/**
 * A booking's latest change as its `lead.updated` event; `null` for a lead with no change.
 */
export function leadUpdatedEvent(lead: Lead, officeHours: OfficeHours): LeadUpdatedEvent | null {
  const change = latestChange(lead);
  if (!change) return null;
  const { data } = leadCreatedEvent(lead, officeHours);
  return {
    type: 'lead.updated',
    timestamp: change.at,
    data: { ...data, change: { ...change, version: bookingVersion(lead) } },
  };
}

/**
 * A lead as its `lead.created` event, in the Standard Webhooks payload shape (`type`,
 * `timestamp`, `data`), its reply-by time counted in the office's hours.
 *
 * @example
 * leadCreatedEvent(decodeLead({ id: 'x', reference: 'AC-7Q4K2M', endpoint: 'form-mail', form: 'contact', receivedAt: '2026-11-24T10:00:00.000Z', fields: { name: 'Lina' }, attachment: null, client: { ip: '', userAgent: '' } }), DEFAULT_OFFICE_HOURS).data.language; // => 'en'
 * leadCreatedEvent(decodeLead({ id: 'x', reference: 'AC-7Q4K2M', endpoint: 'form-mail', form: 'contact', receivedAt: '2026-11-24T10:00:00.000Z', fields: { name: 'Lina' }, attachment: null, client: { ip: '', userAgent: '' } }), DEFAULT_OFFICE_HOURS).data.replyBy; // => '2026-11-25T14:00:00+04:00'
 */
export function leadCreatedEvent(lead: Lead, officeHours: OfficeHours): LeadCreatedEvent {
  const reply = promisedReply(lead, officeHours);
  return {
    type: 'lead.created',
    timestamp: lead.receivedAt,
    data: {
      id: lead.id,
      form: lead.form,
      reference: lead.reference,
      receivedAt: lead.receivedAt,
      replyBy: reply && dubaiTimestamp(reply.by),
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
