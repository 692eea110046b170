/** The chat services a message is posted to: a Slack channel's incoming webhook, or a Teams workflow's. */
export const CHAT_FORMATS = ['slack', 'teams'] as const;
export type ChatFormat = (typeof CHAT_FORMATS)[number];

/** The forms an alert is posted in: a Slack or Teams channel's, or a signed Standard Webhook. */
export const ALERT_FORMATS = [...CHAT_FORMATS, 'standard'] as const;
export type AlertFormat = (typeof ALERT_FORMATS)[number];

/** Hosts of Teams workflow webhooks (Power Automate) and of the older Office connectors. */
const TEAMS_HOST = /(^|\.)(logic\.azure\.com|webhook\.office\.com|powerplatform\.com)$/;

/**
 * The chat service a webhook's address names by its host (Slack's, Teams'), else `null`.
 *
 * @example
 * chatFormatOfUrl('https://hooks.slack.com/services/T0/B0/x'); // => 'slack'
 * chatFormatOfUrl('https://prod-12.westeurope.logic.azure.com:443/workflows/1/triggers/manual/paths/invoke'); // => 'teams'
 * chatFormatOfUrl('https://chat.example.com/hooks/x'); // => null
 */
export function chatFormatOfUrl(url: string): ChatFormat | null {
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  if (host === 'hooks.slack.com') return 'slack';
  return TEAMS_HOST.test(host) ? 'teams' : null;
}

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
  return format ?? chatFormatOfUrl(url) ?? 'standard';
}

/**
 * The form a lead's chat message takes: the one its address names (a route's channel may be
 * Teams while `FORMS_CHAT_URL` is Slack), else `FORMS_CHAT_FORMAT` (a relay, a Slack-compatible
 * server such as Mattermost); `null` when neither says (refused at start).
 *
 * @example
 * chatFormatOf('https://hooks.slack.com/services/T0/B0/x', 'teams'); // => 'slack'
 * chatFormatOf('https://mattermost.example.com/hooks/x', 'slack'); // => 'slack'
 * chatFormatOf('https://mattermost.example.com/hooks/x'); // => null
 */
export function chatFormatOf(url: string, format?: ChatFormat): ChatFormat | null {
  return chatFormatOfUrl(url) ?? format ?? null;
}
