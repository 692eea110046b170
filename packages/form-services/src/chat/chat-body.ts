import type { ChatFormat } from '../config/alert-format';

/** One labelled line of a chat message, e.g. `Reference: AC-7Q4K2M`. */
export interface ChatFact {
  readonly label: string;
  readonly value: string;
}

/** What a person reads in a channel: a line, and the facts under it (an alert has none). */
export interface ChatMessage {
  readonly text: string;
  readonly facts?: readonly ChatFact[];
}

/**
 * Text as Slack's `mrkdwn` shows it: `&`, `<` and `>` escaped, as Slack asks, so a visitor's
 * words cannot mention `<!channel>` or make a link that reads as another.
 *
 * @example
 * slackText('Tom & Jerry <!channel>'); // => 'Tom &amp; Jerry &lt;!channel&gt;'
 */
export const slackText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Text as a Teams card shows it without its markdown: the characters that make links, emphasis,
 * code and headings escaped, and a list's marker at the start, so a visitor's words cannot make a
 * masked link (`[Verify payment](https://…)`) or pass for the card's own bold labels.
 *
 * @example
 * teamsText('[Pay](https://evil.example) *now*'); // => '\\[Pay\\]\\(https://evil.example\\) \\*now\\*'
 * teamsText('- 1. +971 50 123 4567'); // => '\\- 1. +971 50 123 4567'
 */
export const teamsText = (text: string): string =>
  text
    .replace(/[\\`*_~[\]()#>|!<]/g, '\\$&')
    .replace(/^([-+]|\d+\.)(?=\s)/, (marker) => marker.replace(/[-+.]/, '\\$&'));

/**
 * A message as a chat service's incoming webhook takes it, the one formatting of the alerts and
 * of the leads' messages: Slack's a `text` (its facts a line each, the label bold); a Teams
 * workflow's a message holding one Adaptive Card, the text a block and the facts a fact set, their
 * values (a visitor's words) without markdown.
 *
 * @example
 * chatBody('slack', { text: 'New contact lead AC-7Q4K2M', facts: [{ label: 'Company', value: 'Gulf & Co' }] }); // => { text: 'New contact lead AC-7Q4K2M\n*Company:* Gulf &amp; Co' }
 * chatBody('teams', { text: 'Resolved.' }).attachments[0].content.body; // => [{ type: 'TextBlock', text: 'Resolved.', wrap: true }]
 */
export function chatBody(format: ChatFormat, { text, facts = [] }: ChatMessage) {
  if (format === 'slack')
    return {
      text: [
        slackText(text),
        ...facts.map(({ label, value }) => `*${slackText(label)}:* ${slackText(value)}`),
      ].join('\n'),
    };
  const factSet = facts.length
    ? [
        {
          type: 'FactSet',
          facts: facts.map(({ label, value }) => ({ title: label, value: teamsText(value) })),
        },
      ]
    : [];
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
          body: [{ type: 'TextBlock', text, wrap: true }, ...factSet],
        },
      },
    ],
  };
}
