import { EMAIL_PATTERN, LEAD_CONTRACTS, type LeadFormId } from '@acme/forms-client/contract';
import { ROUTE_FIELDS } from './route-fields';

/** Where one form's company mail goes: to its form, or only when a field holds a value. */
export interface Route {
  readonly form: LeadFormId;
  /** The field and the value (as the field's own) the rule is for; absent, the whole form. */
  readonly when?: { readonly field: string; readonly value: string };
  readonly recipients: readonly string[];
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
 * `FORMS_ROUTES` read: rules separated by `;`, each a form (`rfi`) or a form's field and value
 * (`booking.emirate=abu-dhabi`), a colon, and addresses separated by `,`. Throws, naming the
 * rule, on an unknown form or field, a value the field never has, or a bad address.
 *
 * @example
 * parseRoutes('rfi:bids@x.ae'); // => [{ form: 'rfi', recipients: ['bids@x.ae'] }]
 * parseRoutes('booking.emirate=abu-dhabi:ad@x.ae,desk@x.ae')[0].when; // => { field: 'emirate', value: 'Abu Dhabi' }
 * parseRoutes('contact.subject=Urgent Outage:noc@x.ae')[0].when; // => { field: 'subject', value: 'urgent outage' }
 */
export function parseRoutes(line: string): Route[] {
  return line
    .split(';')
    .filter((rule) => rule.trim() !== '')
    .map((rule) => {
      // An address has no colon, so the last one ends the selector (a subject may hold one).
      const colon = rule.lastIndexOf(':');
      if (colon < 0)
        throw new Error(`rule "${rule.trim()}" needs form:address, e.g. rfi:bids@company.ae`);
      const recipients = rule
        .slice(colon + 1)
        .split(',')
        .map((address) => address.trim());
      const bad = recipients.find((address) => !EMAIL_PATTERN.test(address));
      if (bad !== undefined)
        throw new Error(`rule "${rule.trim()}" has "${bad}", which is not an email address`);
      return { ...selector(rule.slice(0, colon)), recipients };
    });
}
