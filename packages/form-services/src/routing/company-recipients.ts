import type { Route } from './parse-routes';
import { ROUTE_FIELDS } from './route-fields';

/** Whether a lead of the route's form, with these fields, goes where the route says. */
function applies(route: Route, fields: Readonly<Record<string, string>>): boolean {
  if (!route.when) return true;
  const rule = ROUTE_FIELDS[route.form]?.[route.when.field];
  return rule !== undefined && rule.matches(route.when.value, fields[route.when.field] ?? '');
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
  const ofForm = routes.filter((route) => route.form === form);
  const byField = ofForm.filter((route) => route.when && applies(route, fields));
  const chosen = byField.length > 0 ? byField : ofForm.filter((route) => !route.when);
  const addresses = new Map<string, string>();
  for (const address of chosen.flatMap((route) => route.recipients))
    if (!addresses.has(address.toLowerCase())) addresses.set(address.toLowerCase(), address);
  return addresses.size > 0 ? [...addresses.values()] : [fallback];
}
