import type { LeadContract, LeadFormId } from '../contract/forms';
import type { ANY_FORM_MAIL, LEAD_CONTRACTS } from '../contract/forms';
import type { BOOKING_CHANGE_MESSAGES } from '../contract/booking';
import type { SERVICE_MESSAGES } from '../contract/service';
import type { RFI_FILE_MESSAGES } from '../file-check';

/** A string for each of a list's items: a tuple keeps its length. */
type OnePerItem<Items extends readonly unknown[]> = { readonly [Item in keyof Items]: string };

/** A contract's messages: one per required rule (in the rules' order), and its two failures. */
export type ContractMessages<Contract extends LeadContract> = {
  readonly required: OnePerItem<Contract['required']>;
  readonly failed: string;
  readonly network: string;
};

type Contracts = typeof LEAD_CONTRACTS & { readonly unknown: typeof ANY_FORM_MAIL };

/**
 * Every message the forms say, in one language: one object per language of one shape, so a
 * language missing a message (or a rule's message) fails `tsc`. The English ones are the
 * specification's, read from the contracts; another language's are their twins.
 */
export interface FormMessages {
  readonly forms: { readonly [Form in LeadFormId | 'unknown']: ContractMessages<Contracts[Form]> };
  /** Of an email that does not follow `EMAIL_PATTERN`. */
  readonly invalidEmail: string;
  /** Of a submission over `LEAD_LIMITS`' text size. */
  readonly tooLarge: string;
  /** Of a booking day before today in Dubai. */
  readonly bookingPastDate: string;
  /** Of a booking longer than `BOOKING_MAX_HOURS`. */
  readonly bookingTooLong: string;
  /** Of a booking change the services cannot read (`BOOKING_CHANGE_MESSAGES`). */
  readonly bookingChange: { readonly [Problem in keyof typeof BOOKING_CHANGE_MESSAGES]: string };
  readonly rfiFile: { readonly [Problem in keyof typeof RFI_FILE_MESSAGES]: string };
  /** The form services' answers, which the forms show. */
  readonly service: { readonly [Answer in keyof typeof SERVICE_MESSAGES]: string };
}

/** Every message of a messages object, in a fixed order: the same order for every language. */
function* messagesOf(value: unknown): Generator<string> {
  if (typeof value === 'string') {
    yield value;
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [, item] of entries) yield* messagesOf(item);
}

/**
 * Says the English messages of `english` in the language of `messages`: each one's twin, found
 * where it stands in `english`; a message `english` does not hold (a server's own words) as it
 * is. The English words come first, so a message said twice in English is said one way.
 */
export function translation(
  english: FormMessages,
  messages: FormMessages,
): (message: string) => string {
  const twins = new Map<string, string>();
  const theirs = [...messagesOf(messages)];
  [...messagesOf(english)].forEach((ours, index) => {
    if (!twins.has(ours)) twins.set(ours, theirs[index] ?? ours);
  });
  return (message) => twins.get(message) ?? message;
}
