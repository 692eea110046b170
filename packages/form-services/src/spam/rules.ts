import type { LeadContract } from '@acme/forms-client/contract';
import type { SpamContext } from './context';
import { FORM_SHOWN_FIELD } from './context';
import { isDisposableAddress } from './disposable';
import { hasMarkup, hasSchemeUrl, hasWwwAddress } from './text-signals';

/** What a rule is shown: the lead's fields, its form, and what the caller counted. */
export interface SpamEvidence {
  readonly fields: Readonly<Record<string, string>>;
  readonly form: LeadContract['id'];
  readonly context: SpamContext;
}

/** One named rule: how much it counts towards holding a lead, and why, when it applies. */
export interface SpamRule {
  readonly rule: string;
  readonly weight: number;
  /** Why the lead looks like spam by this rule, for the operator; `null` when it does not apply. */
  readonly reason: (evidence: SpamEvidence) => string | null;
}

/** The score at which a lead is held rather than mailed to sales. */
export const SPAM_THRESHOLD = 10;

/** Leads of one form one address may send within an hour before more of them count as a flood. */
export const LEADS_PER_ADDRESS_HOUR = 3;

/** Sent sooner than this after the form was shown: a bot's speed, and an autofilling person's. */
export const QUICK_SEND_MS = 3_000;

/** Fields that hold a person's name, and fields that hold a company's. */
const NAME_FIELDS: readonly string[] = ['name'];
const COMPANY_FIELDS: readonly string[] = ['company'];

/**
 * A rule that holds a lead alone when one of the fields `names` holds what `finds` finds; its
 * reason names the field, never its value (reasons are logged).
 */
const fieldRule = (
  rule: string,
  names: readonly string[],
  finds: (text: string) => boolean,
  what: string,
): SpamRule => ({
  rule,
  weight: SPAM_THRESHOLD,
  reason: ({ fields }) => {
    const field = names.find((name) => finds(fields[name] ?? ''));
    return field ? `${what} in the ${field} field` : null;
  },
});

/**
 * The rules, each weighed on the fixture of genuine and spam leads (`test/fixtures/spam/`).
 * What no person types in a name or company field holds a lead alone, as does a throwaway
 * address (sales cannot answer it). A flood from one address is strong but not alone: a keen
 * buyer may send a form four times in an hour, a bot also sends fast. Sending fast is weak:
 * browsers autofill forms and people send them within two seconds, so it never holds a lead
 * alone; it only adds to another sign.
 */
export const SPAM_RULES: readonly SpamRule[] = [
  fieldRule('name-markup', NAME_FIELDS, hasMarkup, 'markup'),
  fieldRule(
    'name-url',
    NAME_FIELDS,
    (text) => hasSchemeUrl(text) || hasWwwAddress(text),
    'a web address',
  ),
  fieldRule('company-markup', COMPANY_FIELDS, hasMarkup, 'markup'),
  // A bare domain (noon.com) is a company's real name; only a URL with a scheme counts.
  fieldRule('company-url', COMPANY_FIELDS, hasSchemeUrl, 'a URL with a scheme'),
  {
    rule: 'disposable-email',
    weight: SPAM_THRESHOLD,
    reason: ({ fields }) =>
      isDisposableAddress(fields.email ?? '') ? 'a throwaway e-mail address' : null,
  },
  {
    rule: 'address-flood',
    weight: 7,
    reason: ({ form, context }) =>
      context.earlierLeadsFromAddress >= LEADS_PER_ADDRESS_HOUR
        ? `${context.earlierLeadsFromAddress + 1} leads of the ${form} form from one address within the hour`
        : null,
  },
  {
    rule: 'quick-send',
    weight: 4,
    reason: ({ fields }) => {
      const shown = formShownMs(fields[FORM_SHOWN_FIELD]);
      return shown !== null && shown < QUICK_SEND_MS
        ? `sent ${shown} ms after the form was shown`
        : null;
    },
  },
];

/**
 * How long the form was shown before it was sent, from its field; `null` when missing or not a
 * whole number of milliseconds (an older page, a form without the field): neutral, not suspect.
 *
 * @example
 * formShownMs('1450'); // => 1450
 * formShownMs(undefined); // => null
 * formShownMs('soon'); // => null
 */
export function formShownMs(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : null;
}
