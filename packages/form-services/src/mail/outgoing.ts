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
  readonly attachments: readonly MailAttachment[];
}
