import type { Route } from './parse-routes';
import { ROUTE_FIELDS } from './route-fields';

/** Whether a lead of the route's form, with these fields, goes where the route says. */
function applies(route: Route, fields: Readonly<Record<string, string>>): boolean {
  if (!route.when) return true;
  const rule = ROUTE_FIELDS[route.form]?.[route.when.field];
  return rule !== undefined && rule.matches(route.when.value, fields[route.when.field] ?? '');
}

/**
 * The rules that say where a lead goes, of those that name `what` (addresses, a channel): the
 * form's field rules its fields match; none matching, the form's own rules.
 */
function chosenRoutes(
  routes: readonly Route[],
  form: string,
  fields: Readonly<Record<string, string>>,
  names: (route: Route) => boolean,
): Route[] {
  const ofForm = routes.filter((route) => route.form === form && names(route));
  const byField = ofForm.filter((route) => route.when && applies(route, fields));
  return byField.length > 0 ? byField : ofForm.filter((route) => !route.when);
}

/**
 * Who gets a lead's company mail: every address of the form's field rules its fields match;
 * none matching, the form's own rule; no rule, `fallback` (`FORMS_NOTIFY_TO`), as for a form
 * the services cannot name. Each address once, in the rules' order.
 *
 * @example
 * companyRecipients([{ form: 'rfi', recipients: ['bids@x.ae'] }], 'rfi', {}, 'info@x.ae'); // => ['bids@x.ae']
 * companyRecipients([{ form: 'rfi', recipients: ['bids@x.ae'] }], 'unknown', {}, 'info@x.ae'); // => ['info@x.ae']
 * companyRecipients([{ form: 'contact', when: { field: 'subject', value: 'outage' }, recipients: ['noc@x.ae'] }], 'contact', { subject: 'Server OUTAGE today' }, 'info@x.ae'); // => ['noc@x.ae']
 */
export function companyRecipients(
  routes: readonly Route[],
  form: string,
  fields: Readonly<Record<string, string>>,
  fallback: string,
): string[] {
  const chosen = chosenRoutes(routes, form, fields, (route) => route.recipients.length > 0);
  const addresses = new Map<string, string>();
  for (const address of chosen.flatMap((route) => route.recipients))
    if (!addresses.has(address.toLowerCase())) addresses.set(address.toLowerCase(), address);
  return addresses.size > 0 ? [...addresses.values()] : [fallback];
}

/**
 * The channel a lead's chat message goes to, chosen as its mail's rules are (a field rule's
 * before the form's), of the rules that name one: the first in the line's order, as a lead is
 * posted once; none, `fallback` (`FORMS_CHAT_URL`), or no message when that is unset too.
 *
 * @example
 * chatChannel([{ form: 'rfi', recipients: [], chat: 'https://hooks.slack.com/services/T/B/bids' }], 'rfi', {}, undefined); // => 'https://hooks.slack.com/services/T/B/bids'
 * chatChannel([{ form: 'rfi', recipients: ['bids@x.ae'] }], 'rfi', {}, 'https://hooks.slack.com/services/T/B/all'); // => 'https://hooks.slack.com/services/T/B/all'
 * chatChannel([], 'contact', {}, undefined); // => null
 */
export function chatChannel(
  routes: readonly Route[],
  form: string,
  fields: Readonly<Record<string, string>>,
  fallback: string | undefined,
): string | null {
  return (
    chosenRoutes(routes, form, fields, (route) => route.chat !== undefined)[0]?.chat ??
    fallback ??
    null
  );
}
