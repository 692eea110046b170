import { DeliveryFailure } from './failure';

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
 * Posts one delivery's JSON body to a receiver over HTTP (a CRM's webhook, a chat channel's);
 * resolves with its status line. A failure is retryable for a timeout, a connection that failed,
 * 408, 425, 429 and 5xx; not for any other 4xx, nor for a redirect, which is never followed (it
 * would carry a visitor's personal data to another host). The receiver's answer is never read:
 * only its status reaches the record.
 */
export async function postJson(
  url: string,
  body: string,
  headers: Readonly<Record<string, string>>,
  timeoutMs: number,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
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
