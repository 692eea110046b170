import type { StoredLead } from './outbox';

/** One line per lead: when, which endpoint, who, and what came with it. */
export function formatLead(lead: StoredLead): string {
  const who = `${lead.fields.name ?? ''} <${lead.fields.email ?? ''}>`;
  const what = lead.fields.subject || lead.fields.company || '';
  const file = lead.attachment
    ? `  [${lead.attachment.fileName}, ${lead.attachment.bytes} bytes]`
    : '';
  return `${lead.receivedAt}  ${lead.endpoint.padEnd(9)}  ${who}  ${what}${file}`;
}
