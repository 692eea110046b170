import type { OfficeHours } from '@acme/forms-client/contract';
import { Webhook } from 'standardwebhooks';
import { DeliveryFailure } from '../delivery/failure';
import { decodeLead } from '../lead/decode-lead';
import type { StoredLead } from '../store/lead-store';
import { leadCreatedEvent, leadUpdatedEvent } from './lead-event';

/**
 * The `webhook-id` of a booking's change: the lead and the version the change made.
 *
 * @example
 * changeEventId('2026-11-27T06-00-00-000Z-form-mail-1a2b3c4d', 2); // => '2026-11-27T06-00-00-000Z-form-mail-1a2b3c4d.change-2'
 */
export const changeEventId = (lead: string, version: number): string => `${lead}.change-${version}`;

/** How long a receiver may take to answer before the attempt counts as a timeout. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

const RETRYABLE_STATUSES = new Set([408, 425, 429]);

/**
 * Whether a receiver's status is worth trying again.
 *
 * @example
 * isRetryableStatus(503); // => true
 * isRetryableStatus(429); // => true
 * isRetryableStatus(400); // => false
 */
export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status) || status >= 500;
}

/**
 * Posts leads to a webhook signed by the Standard Webhooks specification (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature`), so a receiver verifies it with any Standard
 * Webhooks or Svix library. The `webhook-id` is the lead's id, the same on every retry, so a
 * receiver that saw it already can ignore it. A failure is retryable for a timeout, a
 * connection that failed, 408, 425, 429 and 5xx; not for any other 4xx, nor for a redirect,
 * which is never followed (it would carry a visitor's personal data to another host). The
 * receiver's answer is never read: only its status reaches the record.
 */
export function webhookSender(
  secret: string,
  officeHours: OfficeHours,
  timeoutMs: number = WEBHOOK_TIMEOUT_MS,
) {
  const signer = new Webhook(secret);
  /** Posts one signed event; resolves with the receiver's status line. */
  async function sendEvent(url: string, id: string, event: object, now: Date): Promise<string> {
    const body = JSON.stringify(event);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': signer.sign(id, now, body),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new DeliveryFailure(
        true,
        timedOut ? `no answer within ${timeoutMs / 1000} s` : 'the receiver could not be reached',
      );
    }
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) return `HTTP ${response.status}`;
    if (response.status >= 300 && response.status < 400)
      throw new DeliveryFailure(false, `HTTP ${response.status}: a redirect, not followed`);
    throw new DeliveryFailure(isRetryableStatus(response.status), `HTTP ${response.status}`);
  }

  return {
    sendEvent,
    /**
     * Posts the `lead.created` event of a lead read back from the store (a claimed delivery),
     * its `webhook-id` the lead's id.
     */
    send: (lead: StoredLead, url: string, now: Date): Promise<string> =>
      sendEvent(url, lead.id, leadCreatedEvent(decodeLead(lead), officeHours), now),
    /**
     * Posts the `lead.updated` event of a booking's latest change, its `webhook-id` naming the
     * change (`<lead id>.change-<version>`), so a receiver that drops an id it has seen takes
     * each change once and never mistakes one for the lead's `lead.created`.
     */
    sendChange: async (lead: StoredLead, url: string, now: Date): Promise<string> => {
      const event = leadUpdatedEvent(decodeLead(lead), officeHours);
      if (!event) throw new DeliveryFailure(false, 'The lead has no change to post.');
      return sendEvent(url, changeEventId(lead.id, event.data.change.version), event, now);
    },
  };
}

/** A sender as {@link webhookSender} makes it. */
export type WebhookSender = ReturnType<typeof webhookSender>;
