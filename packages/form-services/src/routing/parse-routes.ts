import { EMAIL_PATTERN, LEAD_CONTRACTS, type LeadFormId } from '@acme/forms-client/contract';
import { checkWebhookUrl } from '../webhooks/webhook-url';
import { ROUTE_FIELDS } from './route-fields';

/**
 * Where one form's leads go, for the whole form or only when a field holds a value: the company
 * mail's addresses, and the chat channel its message is posted to.
 */
export interface Route {
  readonly form: LeadFormId;
  /** The field and the value (as the field's own) the rule is for; absent, the whole form. */
  readonly when?: { readonly field: string; readonly value: string };
  /** Empty for a rule that names only a chat channel. */
  readonly recipients: readonly string[];
  /** The channel's webhook (Slack's, a Teams workflow's); absent, `FORMS_CHAT_URL` serves. */
  readonly chat?: string;
}

const FORMS = Object.keys(LEAD_CONTRACTS) as LeadFormId[];
const isForm = (name: string): name is LeadFormId => (FORMS as string[]).includes(name);

/** One rule's `form` or `form.field=value`, checked against the contract. */
function selector(written: string): Pick<Route, 'form' | 'when'> {
  const [, form = '', field, value] = /^([^.=]*)(?:\.([^=]*)=(.*))?$/s.exec(written.trim()) ?? [];
  if (!isForm(form)) throw new Error(`names no form "${form}" (the forms: ${FORMS.join(', ')})`);
  if (field === undefined || value === undefined) return { form };
  const rule = ROUTE_FIELDS[form]?.[field];
  if (!rule) {
    const fields = Object.keys(ROUTE_FIELDS[form] ?? {});
    throw new Error(
      `cannot route ${form} by "${field}" (${fields.length ? `its fields: ${fields.join(', ')}` : 'it has no field to route by'})`,
    );
  }
  const known = rule.value(value);
  if (known === null)
    throw new Error(`routes ${form}.${field} by "${value}", which it never is (${rule.expected})`);
  return { form, when: { field, value: known } };
}

/**
 * A rule's chat channel: what follows its last `>` when that is an http(s) address (a URL never
 * holds a bare `>`, an e-mail address neither; a subject's `>` is followed by no address).
 */
const CHAT_PART = /^(.*)>\s*(https?:\/\/\S*)\s*$/s;

/** One rule read: its selector, its addresses after the last colon, and its channel. */
function route(rule: string): Route {
  const [, mail = rule, chat] = CHAT_PART.exec(rule) ?? [];
  if (chat !== undefined) checkWebhookUrl(chat, `rule "${rule.trim()}" has a chat address that`);
  // An address has no colon, so the last one ends the selector (a subject may hold one).
  const colon = mail.lastIndexOf(':');
  if (colon < 0 && chat === undefined)
    throw new Error(`rule "${rule.trim()}" needs form:address, e.g. rfi:bids@company.ae`);
  const written = colon < 0 ? '' : mail.slice(colon + 1);
  // A rule with a channel may name no address: its mail goes where the other rules say.
  const recipients =
    chat !== undefined && written.trim() === ''
      ? []
      : written.split(',').map((address) => address.trim());
  const bad = recipients.find((address) => !EMAIL_PATTERN.test(address));
  if (bad !== undefined)
    throw new Error(`rule "${rule.trim()}" has "${bad}", which is not an email address`);
  return {
    ...selector(colon < 0 ? mail : mail.slice(0, colon)),
    recipients,
    ...(chat !== undefined && { chat }),
  };
}

/**
 * `FORMS_ROUTES` read: rules separated by `;`, each a form (`rfi`) or a form's field and value
 * (`booking.emirate=abu-dhabi`), a colon, and addresses separated by `,`; then, optionally, `>`
 * and the chat channel the rule's leads are posted to (the addresses may then be left out).
 * Throws, naming the rule, on an unknown form or field, a value the field never has, a bad
 * address or a chat address that is not https (plain http only to this machine).
 *
 * @example
 * parseRoutes('rfi:bids@x.ae'); // => [{ form: 'rfi', recipients: ['bids@x.ae'] }]
 * parseRoutes('booking.emirate=abu-dhabi:ad@x.ae,desk@x.ae')[0].when; // => { field: 'emirate', value: 'Abu Dhabi' }
 * parseRoutes('contact.subject=Urgent Outage:noc@x.ae')[0].when; // => { field: 'subject', value: 'urgent outage' }
 * parseRoutes('rfi:bids@x.ae>https://hooks.slack.com/services/T0/B0/x'); // => [{ form: 'rfi', recipients: ['bids@x.ae'], chat: 'https://hooks.slack.com/services/T0/B0/x' }]
 * parseRoutes('application>https://hooks.slack.com/services/T0/B1/y')[0].recipients; // => []
 */
export function parseRoutes(line: string): Route[] {
  return line
    .split(';')
    .filter((rule) => rule.trim() !== '')
    .map(route);
}
