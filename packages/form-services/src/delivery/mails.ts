import { companyMail } from '../mail/company-mail';
import type { OutgoingMail } from '../mail/outgoing';
import { fileTransport, smtpTransport, type MailTransport } from '../mail/transport';
import { visitorAddress } from '../mail/visitor-address';
import { promisesVisitorMail } from '../mail/promised-visitor-mail';
import { bookingChangeMail, visitorMail, type VisitorMailContext } from '../mail/visitor-mail';
import { bookingChangeNote } from '../mail/booking-change-note';
import { latestChange } from '../booking-link/booking-state';
import { decodeLead } from '../lead/decode-lead';
import type { LeadContent } from '../lead/types';
import type { FormServicesOptions } from '../config/options';
import type { LeadStore, DeliveryPlan, StoredLead } from '../store/lead-store';
import { addressesDue, type Delivery } from '../store/delivery-record';
import { companyRecipients } from '../routing/company-recipients';
import type { FileClearance } from './file-scan';

/** A company mail told of a booking's change: in its subject, and first in its text. */
const withChangeNote = (
  mail: OutgoingMail,
  note: ReturnType<typeof bookingChangeNote>,
): OutgoingMail => ({
  ...mail,
  subject: `[${note.subject}] ${mail.subject}`,
  text: `${note.line}\n\n${mail.text}`,
});

/** How a server's leads are mailed: where mail goes, who gets which, and what each says. */
export interface LeadMail {
  readonly transport: MailTransport;
  /** Who a lead's mails go to: the company, and the visitor where the form promises a copy. */
  readonly plan: (lead: LeadContent) => DeliveryPlan;
  /** {@link LeadMail.plan} of a lead read back from the store (a restart, a release). */
  readonly planStored: (lead: StoredLead) => DeliveryPlan;
  /** The mail of a claimed delivery, from its lead as read back from the store. */
  readonly compose: (
    lead: StoredLead,
    delivery: Delivery,
    file: FileClearance,
  ) => Promise<OutgoingMail | null>;
}

/**
 * The mail of the services as configured: SMTP, or `.eml` files in development (`shownAs` is how
 * the operator knows the mail folder).
 */
export function leadMail(
  options: FormServicesOptions,
  /** The store the attachments are read from, once it is open. */
  store: () => LeadStore,
  shownMailDir: string,
): LeadMail {
  const transport = options.smtpUrl
    ? smtpTransport(options.smtpUrl, options.mailFrom, options.delivery)
    : fileTransport(options.mailDir, options.mailFrom, shownMailDir);
  const context: VisitorMailContext = {
    companyName: options.companyName,
    siteUrl: options.siteUrl,
    calculatorPath: options.calculatorPath,
    checklistPdfPath: options.checklistPdfPath,
    replyTo: options.companyEmail,
    linkSecret: options.linkSecret,
  };
  const plan = (lead: LeadContent): DeliveryPlan => {
    const address = visitorAddress(lead.fields.email);
    return {
      company: companyRecipients(options.routes, lead.form, lead.fields, options.companyEmail).join(
        ', ',
      ),
      visitor: address !== null && promisesVisitorMail(lead, context) ? address : null,
      webhook: options.webhook?.url ?? null,
      visitorMailsPerHour: options.delivery.visitorMailsPerHour,
    };
  };
  return {
    transport,
    plan,
    planStored: (stored) => plan(decodeLead(stored)),
    compose: async (stored, delivery, file) => {
      const lead = decodeLead(stored);
      const company = () =>
        companyMail(lead, {
          to: addressesDue(delivery),
          maxAttachmentBytes: options.delivery.maxAttachmentBytes,
          attachment: () => store().leads.attachment(stored),
          keptIn: store().description,
          officeHours: options.officeHours,
          notScanned: file === 'not-scanned',
        });
      const change = latestChange(stored);
      switch (delivery.kind) {
        case 'company':
          return company();
        case 'company-change':
          return change && withChangeNote(await company(), bookingChangeNote(change));
        case 'visitor-change':
          return bookingChangeMail(lead, delivery.to, context);
        default:
          return visitorMail(lead, delivery.to, context);
      }
    },
  };
}
