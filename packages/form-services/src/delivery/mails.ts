import { companyMail } from '../mail/company-mail';
import type { OutgoingMail } from '../mail/outgoing';
import { fileTransport, smtpTransport, type MailTransport } from '../mail/transport';
import { visitorAddress } from '../mail/visitor-address';
import { visitorMail, type VisitorMailContext } from '../mail/visitor-mail';
import type { FormServicesOptions } from '../config/options';
import type { LeadStore, DeliveryPlan, StoredLead } from '../store/lead-store';
import type { Delivery } from './state';

/** How a server's leads are mailed: where mail goes, who gets which, and what each says. */
export interface LeadMail {
  readonly transport: MailTransport;
  /** Who a lead's mails go to: the company, and the visitor where the form promises a copy. */
  readonly plan: (lead: StoredLead) => DeliveryPlan;
  readonly compose: (lead: StoredLead, delivery: Delivery) => Promise<OutgoingMail | null>;
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
  };
  return {
    transport,
    plan(lead) {
      const address = visitorAddress(lead.fields.email);
      const promised = address !== null && visitorMail(lead, address, context) !== null;
      return {
        company: options.companyEmail,
        visitor: promised ? address : null,
        webhook: options.webhook?.url ?? null,
        visitorMailsPerHour: options.delivery.visitorMailsPerHour,
      };
    },
    compose: async (lead, delivery) =>
      delivery.kind === 'company'
        ? companyMail(lead, {
            to: delivery.to,
            maxAttachmentBytes: options.delivery.maxAttachmentBytes,
            attachment: () => store().leads.attachment(lead),
            keptIn: store().description,
          })
        : visitorMail(lead, delivery.to, context),
  };
}
