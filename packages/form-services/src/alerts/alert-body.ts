import type { AlertFormat } from '../config/alert-format';
import { chatBody } from '../chat/chat-body';
import { alertText, type Alert } from './alert';

/**
 * An alert as its receiver takes it: a Slack or Teams channel's message of its one line (see
 * `chatBody`); a Standard Webhooks receiver an event typed `incident.opened` or
 * `incident.resolved` with the incident as its data (signed by the sender).
 */
export function alertBody(format: AlertFormat, alert: Alert, now: Date): object {
  if (format !== 'standard') return chatBody(format, { text: alertText(alert) });
  return { type: `incident.${alert.event}`, timestamp: now.toISOString(), data: alert.incident };
}
