import { isIP } from 'node:net';

/** Whether a host is this machine: the one place a webhook may go over plain http. */
const isLoopback = (host: string) =>
  host === 'localhost' || (isIP(host) === 4 && host.startsWith('127.')) || host === '[::1]';

/**
 * Checks a webhook's address: https, or http to this machine (a receiver beside the server);
 * a lead's personal data never crosses a network in the clear (and an alert's signature is not
 * shown to it). Throws naming the variable, `name`.
 *
 * @example
 * checkWebhookUrl('https://hooks.zapier.com/hooks/catch/1/abc/'); // passes
 * checkWebhookUrl('http://127.0.0.1:8080/leads'); // passes
 * checkWebhookUrl('http://crm.example.com/leads'); // throws: FORMS_WEBHOOK_URL must be https://…
 * checkWebhookUrl('http://alerts.example.com/', 'FORMS_ALERT_URL'); // throws: FORMS_ALERT_URL must be https://…
 */
export function checkWebhookUrl(url: string, name = 'FORMS_WEBHOOK_URL'): void {
  if (!URL.canParse(url))
    throw new Error(`${name} is not an address; expected https://receiver.example.com/…`);
  const { protocol, hostname } = new URL(url);
  if (protocol === 'https:') return;
  if (protocol === 'http:' && isLoopback(hostname)) return;
  throw new Error(
    `${name} must be https://… (plain http only to this machine: localhost or 127.0.0.1)`,
  );
}
