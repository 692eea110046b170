import type { LeadFormId } from '@acme/forms-client/contract';
import { EMIRATES, toEmirate, type ServiceType } from '@acme/pricing-engine';

/** How one field routes a form's leads: the value a rule may name, and which sent values it takes. */
interface RouteField {
  /** The rule's value as the field's own (`Abu Dhabi`), or `null` when the field never has it. */
  readonly value: (written: string) => string | null;
  /** Whether a lead whose field holds `sent` goes where the rule for `value` says. */
  readonly matches: (value: string, sent: string) => boolean;
  /** What the field can hold, for the refusal of a value it never has. */
  readonly expected: string;
}

/** The booking's service types, as its contract (`decodeBooking`) accepts them. */
const SERVICE_TYPES: readonly ServiceType[] = ['remote', 'onsite'];

/** Free text compared as a reader would: letter case and runs of spaces ignored. */
const loose = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** A field whose value is one of a closed list, the same in both languages of the form. */
const oneOf = (read: (value: string) => string | null, list: readonly string[]): RouteField => ({
  value: read,
  matches: (value, sent) => read(sent) === value,
  expected: `one of ${list.join(', ')}`,
});

/**
 * The fields a route may name, by form. The booking sends its emirate and service type as the
 * English names of its lists in either language; a route may write an emirate's spaces as `-`
 * (`abu-dhabi`), so the line needs no quotes. The contact's subject is free text: a rule takes
 * every subject that contains its words.
 */
export const ROUTE_FIELDS: Partial<Record<LeadFormId, Readonly<Record<string, RouteField>>>> = {
  booking: {
    emirate: oneOf((value) => toEmirate(value.replace(/-/g, ' ')), EMIRATES),
    service_type: oneOf(
      (value) => SERVICE_TYPES.find((type) => type === loose(value)) ?? null,
      SERVICE_TYPES,
    ),
  },
  contact: {
    subject: {
      value: (written) => loose(written) || null,
      matches: (value, sent) => loose(sent).includes(value),
      expected: 'words the subject contains',
    },
  },
};
