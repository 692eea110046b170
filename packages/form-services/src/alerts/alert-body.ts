import type { AlertFormat } from '../config/alert-format';
import { alertText, type Alert } from './alert';

/**
 * An alert as its receiver takes it: Slack's incoming webhook a `text`; a Teams workflow
 * webhook a message holding one Adaptive Card; a Standard Webhooks receiver an event typed
 * `incident.opened` or `incident.resolved` with the incident as its data (signed by the sender).
 */
export function alertBody(format: AlertFormat, alert: Alert, now: Date): object {
  const text = alertText(alert);
  if (format === 'slack') return { text };
  if (format === 'teams')
    return {
      type: 'message',
      attachments: [
        {
          contentType: 'application/vnd.microsoft.card.adaptive',
          contentUrl: null,
          content: {
            $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
            type: 'AdaptiveCard',
            version: '1.4',
            body: [{ type: 'TextBlock', text, wrap: true }],
          },
        },
      ],
    };
  return { type: `incident.${alert.event}`, timestamp: now.toISOString(), data: alert.incident };
}
