import type { LeadLanguage } from '@acme/forms-client/contract';

/** A file a mail carries: a path on disk, or content made for this mail. */
export interface MailAttachment {
  readonly filename: string;
  readonly path?: string;
  readonly content?: string | Buffer;
  readonly contentType?: string;
}

/** One mail to one address, before the transport adds the sender. */
export interface OutgoingMail {
  readonly to: string;
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
  /** The same words as HTML, for a language written right to left; sent beside `text`. */
  readonly html?: string;
  /** The language the mail is written in, sent as `Content-Language`. */
  readonly language?: LeadLanguage;
  readonly attachments: readonly MailAttachment[];
}
