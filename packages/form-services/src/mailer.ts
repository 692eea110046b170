import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { StoredLead } from './outbox';

/** Mails each stored lead to the company, when an SMTP server is configured. */
export interface LeadMailer {
  readonly send: (lead: StoredLead, outboxDir: string) => Promise<void>;
  readonly close: () => void;
}

/** The subject line of a lead mail. */
export function leadSubject(lead: StoredLead): string {
  const who = lead.fields.name || lead.fields.email || 'unknown sender';
  const what =
    lead.fields.subject ||
    { 'form-mail': 'Website form', rfi: 'RFI/RFP submission', lead: 'Checklist download' }[
      lead.endpoint
    ];
  return `[Website lead] ${what} from ${who}`;
}

/** The readable body of a lead mail: every field on its own line. */
export function leadText(lead: StoredLead): string {
  const lines = Object.entries(lead.fields).map(([name, value]) => `${name}: ${value}`);
  if (lead.attachment)
    lines.push(`attachment: ${lead.attachment.fileName} (${lead.attachment.bytes} bytes)`);
  return [`Received ${lead.receivedAt} (${lead.id})`, '', ...lines].join('\n');
}

/** A mailer for `smtpUrl`, or `null` when none is configured. */
export function createMailer(options: {
  readonly smtpUrl?: string;
  readonly to: string;
  readonly from: string;
}): LeadMailer | null {
  if (!options.smtpUrl) return null;
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(lead, outboxDir) {
      await transport.sendMail({
        from: options.from,
        to: options.to,
        replyTo: lead.fields.email || undefined,
        subject: leadSubject(lead),
        text: leadText(lead),
        attachments: lead.attachment
          ? [
              {
                filename: lead.attachment.fileName,
                path: join(outboxDir, lead.attachment.storedAs),
              },
            ]
          : [],
      });
    },
    close: () => transport.close(),
  };
}
