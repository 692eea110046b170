import type { MailTransport } from '../mail/transport';
import type { OutgoingMail } from '../mail/outgoing';
import type { StoredLead } from '../store/lead-store';
import type { WebhookSender } from '../webhooks/webhook-sender';
import { DeliveryFailure } from './failure';
import type { Delivery } from '../store/delivery-record';

/** How one delivery goes out: mails through the transport, webhooks through the sender. */
export interface DeliverySenders {
  readonly transport: Pick<MailTransport, 'send'>;
  /** The mail of one delivery; `null` when it can no longer be made. */
  readonly compose: (lead: StoredLead, delivery: Delivery) => Promise<OutgoingMail | null>;
  /** Posts webhook deliveries; unset, a webhook delivery fails (none is configured now). */
  readonly webhook?: Pick<WebhookSender, 'send'>;
  readonly now: () => Date;
}

/** Sends one delivery: its receipt, or the failure the receiver (or the composing) gave. */
export async function sendDelivery(
  lead: StoredLead,
  delivery: Delivery,
  senders: DeliverySenders,
): Promise<string> {
  if (delivery.kind === 'webhook') {
    if (!senders.webhook) throw new DeliveryFailure(false, 'No webhook is configured now.');
    return senders.webhook.send(lead, delivery.to, senders.now());
  }
  const mail = await senders.compose(lead, delivery);
  if (!mail) throw new DeliveryFailure(false, 'The mail could not be made.');
  return senders.transport.send(mail, `${lead.id}.${delivery.kind}`);
}
