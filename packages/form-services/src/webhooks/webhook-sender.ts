import type { OfficeHours } from '@acme/forms-client/contract';
import { Webhook } from 'standardwebhooks';
import { postJson } from '../delivery/post-json';
import { decodeLead } from '../lead/decode-lead';
import type { StoredLead } from '../store/lead-store';
import { leadCreatedEvent } from './lead-event';

/** How long a receiver may take to answer before the attempt counts as a timeout. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Posts leads to a webhook signed by the Standard Webhooks specification (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature`), so a receiver verifies it with any Standard
 * Webhooks or Svix library. The `webhook-id` is the lead's id, the same on every retry, so a
 * receiver that saw it already can ignore it. Retried, or not, as `postJson` says.
 */
export function webhookSender(
  secret: string,
  officeHours: OfficeHours,
  timeoutMs: number = WEBHOOK_TIMEOUT_MS,
) {
  const signer = new Webhook(secret);
  /** Posts one signed event; resolves with the receiver's status line. */
  function sendEvent(url: string, id: string, event: object, now: Date): Promise<string> {
    const body = JSON.stringify(event);
    return postJson(
      url,
      body,
      {
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': signer.sign(id, now, body),
      },
      timeoutMs,
    );
  }

  return {
    sendEvent,
    /**
     * Posts the `lead.created` event of a lead read back from the store (a claimed delivery),
     * its `webhook-id` the lead's id.
     */
    send: (lead: StoredLead, url: string, now: Date): Promise<string> =>
      sendEvent(url, lead.id, leadCreatedEvent(decodeLead(lead), officeHours), now),
  };
}

/** A sender as {@link webhookSender} makes it. */
export type WebhookSender = ReturnType<typeof webhookSender>;
