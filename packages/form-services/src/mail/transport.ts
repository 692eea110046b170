import { randomUUID } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { DeliveryOptions } from '../config/options';
import type { OutgoingMail } from './outgoing';
import { RecipientsRefused, type RecipientRefusal } from './recipients-refused';

/** Where mail goes: an SMTP server, or `.eml` files for a developer to open. */
export interface MailTransport {
  /** For the operator, e.g. `SMTP smtp.example.com:587` or `written to .data/mail`. */
  readonly description: string;
  /** Sends one mail; resolves with a receipt (the server's reply, or the file written). */
  readonly send: (mail: OutgoingMail, name: string) => Promise<string>;
  /** Resolves when the mail server answers a new connection. */
  readonly probe: () => Promise<void>;
  readonly close: () => void;
}

/** Nodemailer's message for a mail; it never fetches a URL it is handed. */
const message = (mail: OutgoingMail, from: string) => ({
  from,
  to: mail.to,
  replyTo: mail.replyTo,
  subject: mail.subject,
  text: mail.text,
  ...(mail.html !== undefined && { html: mail.html }),
  ...(mail.language && { headers: { 'Content-Language': mail.language } }),
  attachments: mail.attachments.map((attachment) => ({ ...attachment })),
  disableUrlAccess: true,
});

/**
 * One pooled SMTP transport: at most `maxConnections` connections, each with its connect,
 * greeting and socket timeouts, so a server that accepts and never answers holds a few sockets
 * for a few seconds, not one per lead. It never retries by itself (`maxRequeues: 0`): the
 * delivery queue decides when to try again, and records every attempt.
 */
export function smtpTransport(
  url: string,
  from: string,
  options: Pick<
    DeliveryOptions,
    'maxConnections' | 'connectionTimeoutMs' | 'greetingTimeoutMs' | 'socketTimeoutMs'
  >,
): MailTransport {
  const transport = nodemailer.createTransport({
    pool: true,
    url,
    maxConnections: options.maxConnections,
    maxMessages: 100,
    maxRequeues: 0,
    connectionTimeout: options.connectionTimeoutMs,
    greetingTimeout: options.greetingTimeoutMs,
    socketTimeout: options.socketTimeoutMs,
  });
  const server = new URL(url);
  return {
    description: `SMTP ${server.hostname}:${server.port || 'default port'}`,
    async send(mail) {
      const info = await transport.sendMail(message(mail, from));
      const receipt = `${info.response} ${info.messageId}`;
      // Refused for every address, nodemailer throws; for some, it sends to the rest and says so.
      if (info.rejected.length > 0)
        throw new RecipientsRefused(
          info.rejected,
          receipt,
          (info as { rejectedErrors?: RecipientRefusal[] }).rejectedErrors ?? [],
        );
      return receipt;
    },
    async probe() {
      await transport.verify();
    },
    close: () => transport.close(),
  };
}

/**
 * Writes each mail, exactly as production would send it, to `<dir>/<name>.eml`, written whole
 * under a temporary name first and readable by the server's user only. For development: no mail
 * server needed, and nothing pretends a mail was sent.
 */
export function fileTransport(dir: string, from: string, shownAs = dir): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    description: `written to ${shownAs}`,
    async send(mail, name) {
      const info = await composer.sendMail(message(mail, from));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const final = join(dir, `${name}.eml`);
      const temporary = join(dir, `.incoming-${randomUUID()}`);
      try {
        await writeFile(temporary, info.message, { mode: 0o600 });
        await rename(temporary, final);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
      return final;
    },
    probe: async () => undefined,
    close: () => undefined,
  };
}
