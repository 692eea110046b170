import type { MailTransport } from '../mail/transport';
import type { OutgoingMail } from '../mail/outgoing';
import type { StoredLead } from '../store/lead-store';
import type { WebhookSender } from '../webhooks/webhook-sender';
import { DeliveryFailure } from './failure';
import { channelOf, type Delivery } from '../store/delivery-record';
import type { FileClearance, FileScanner } from './file-scan';

/** How one delivery goes out: mails through the transport, webhooks through the sender. */
export interface DeliverySenders {
  readonly transport: Pick<MailTransport, 'send'>;
  /** The mail of one delivery, as far as its file is cleared; `null` when it can no longer be made. */
  readonly compose: (
    lead: StoredLead,
    delivery: Delivery,
    file: FileClearance,
  ) => Promise<OutgoingMail | null>;
  /** The virus scan every delivery of a lead with a file waits for; unset, files go unscanned. */
  readonly scanFile?: FileScanner;
  /** Posts webhook deliveries; unset, a webhook delivery fails (none is configured now). */
  readonly webhook?: Pick<WebhookSender, 'send' | 'sendChange'>;
  readonly now: () => Date;
}

/**
 * Sends one delivery once the lead's file is scanned: its receipt, or the failure the scan, the
 * receiver (or the composing) gave.
 */
export async function sendDelivery(
  lead: StoredLead,
  delivery: Delivery,
  senders: DeliverySenders,
): Promise<string> {
  const file = senders.scanFile ? await senders.scanFile(lead, senders.now()) : 'clean';
  if (channelOf(delivery.kind) === 'webhook') {
    if (!senders.webhook) throw new DeliveryFailure(false, 'No webhook is configured now.');
    const post =
      delivery.kind === 'webhook-change' ? senders.webhook.sendChange : senders.webhook.send;
    return post(lead, delivery.to, senders.now());
  }
  const mail = await senders.compose(lead, delivery, file);
  if (!mail) throw new DeliveryFailure(false, 'The mail could not be made.');
  return senders.transport.send(mail, `${lead.id}.${delivery.kind}`);
}
