import { Webhook } from 'standardwebhooks';
import type { AlertOptions } from '../config/options';
import type { Alert } from './alert';
import { alertBody } from './alert-body';

/** How long a receiver may take before the post counts as failed (and is retried). */
const ALERT_TIMEOUT_MS = 10_000;

/**
 * Posts one alert to the receiver, straight over HTTP: never through the mail server or the
 * store, either of which may be what failed. A Standard Webhook is signed; its `webhook-id` is
 * the incident's and the event's, the same on every retry. Rejects unless the receiver answers
 * 2xx; a redirect is not followed.
 */
export function alertPoster(to: NonNullable<AlertOptions['to']>) {
  const signer = to.format === 'standard' && to.secret ? new Webhook(to.secret) : null;
  return async (alert: Alert, now: Date): Promise<void> => {
    const body = JSON.stringify(alertBody(to.format, alert, now));
    const id = `${alert.incident.id}.${alert.event}`;
    const signature = signer && {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signer.sign(id, now, body),
    };
    const response = await fetch(to.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signature },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(ALERT_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the alert receiver answered ${response.status}`);
  };
}

export type AlertPoster = ReturnType<typeof alertPoster>;
