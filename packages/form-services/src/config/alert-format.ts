/** The forms an alert is posted in: a Slack or Teams channel's, or a signed Standard Webhook. */
export const ALERT_FORMATS = ['slack', 'teams', 'standard'] as const;
export type AlertFormat = (typeof ALERT_FORMATS)[number];

/** Hosts of Teams workflow webhooks (Power Automate) and of the older Office connectors. */
const TEAMS_HOST = /(^|\.)(logic\.azure\.com|webhook\.office\.com|powerplatform\.com)$/;

/**
 * The form an alert takes: `FORMS_ALERT_FORMAT` when set, else the one the receiver's address
 * names (Slack's and Teams' webhook hosts), else a Standard Webhook.
 *
 * @example
 * alertFormatOf('https://hooks.slack.com/services/T0/B0/x'); // => 'slack'
 * alertFormatOf('https://prod-12.westeurope.logic.azure.com/workflows/1/triggers/manual/paths/invoke'); // => 'teams'
 * alertFormatOf('https://alerts.example.com/hook'); // => 'standard'
 * alertFormatOf('https://alerts.example.com/hook', 'slack'); // => 'slack'
 */
export function alertFormatOf(url: string, format?: AlertFormat): AlertFormat {
  if (format) return format;
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  if (host === 'hooks.slack.com') return 'slack';
  return TEAMS_HOST.test(host) ? 'teams' : 'standard';
}
