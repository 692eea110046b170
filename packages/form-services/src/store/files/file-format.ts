import * as v from 'valibot';
import { DELIVERY_KINDS, type DeliveryRecord } from '../delivery-record';
import { INCIDENT_KINDS, type Incident } from '../incident';
import type { StoredAttachment, StoredLead } from '../lead-store';

/**
 * The files of the outbox as they are on disk, read through schemas: a file edited by hand or
 * cut short fails here, named, rather than as a missing field deep in a mail.
 */
const text = v.string();
const nullableText = v.nullable(v.string());

const ATTACHMENT_FILE = v.object({
  fileName: text,
  /** The attachment's name in the outbox. */
  storedAs: text,
  bytes: v.number(),
  type: text,
  /** Absent on leads kept before fingerprints. */
  sha256: v.optional(text, ''),
});

const FORM = v.picklist([
  'assessment',
  'application',
  'contact',
  'booking',
  'quote',
  'saved-quote',
  'rfi',
  'checklist',
  'unknown',
]);

const BOOKING_SLOT = v.object({ date: text, startHour: v.number(), hours: v.number() });

const BOOKING_CHANGE = v.object({
  at: text,
  action: v.picklist(['moved', 'cancelled']),
  from: BOOKING_SLOT,
  to: v.nullable(BOOKING_SLOT),
});

const LEAD_FILE = v.object({
  id: text,
  reference: text,
  endpoint: v.picklist(['form-mail', 'rfi', 'lead']),
  form: FORM,
  receivedAt: text,
  fields: v.record(v.string(), v.string()),
  attachment: v.nullable(ATTACHMENT_FILE),
  client: v.object({ ip: text, userAgent: text }),
  held: v.optional(
    v.object({
      score: v.number(),
      reasons: v.array(v.object({ rule: text, weight: v.number(), reason: text })),
      infected: v.optional(text),
    }),
  ),
  infectedFile: v.optional(
    v.object({ signature: text, release: v.picklist(['with-file', 'without-file']) }),
  ),
  bookingChanges: v.optional(v.array(BOOKING_CHANGE)),
});

const DELIVERY = v.object({
  kind: v.picklist(DELIVERY_KINDS),
  to: text,
  refused: v.optional(v.array(text)),
  // A booking change's version: read back, the queue still tells an outdated change's delivery.
  change: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  status: v.picklist(['pending', 'delivered', 'failed', 'suppressed']),
  attempts: v.number(),
  queuedAt: text,
  nextAttemptAt: nullableText,
  lastError: nullableText,
  deliveredAt: nullableText,
  receipt: nullableText,
});

const RECORD_FILE = v.object({ lead: text, deliveries: v.array(DELIVERY) });

/** An entry of the reference index: which lead holds a form's reference, and its fingerprint. */
const REFERENCE_ENTRY = v.object({ id: text, form: FORM, fingerprint: text, receivedAt: text });

const INCIDENT_FILE = v.object({
  id: text,
  kind: v.picklist(INCIDENT_KINDS),
  startedAt: text,
  resolvedAt: nullableText,
  cause: text,
  leads: v.number(),
  oldestReference: nullableText,
  server: nullableText,
});

/** A lead as its file keeps it: with the attachment's name in the outbox. */
export type LeadFile = StoredLead & {
  readonly attachment: (StoredAttachment & { readonly storedAs: string }) | null;
};
export type ReferenceEntry = v.InferOutput<typeof REFERENCE_ENTRY>;

const parser =
  <T>(schema: v.GenericSchema<unknown, T>, what: string) =>
  (json: string): T => {
    const parsed = v.safeParse(schema, JSON.parse(json));
    if (parsed.success) return parsed.output;
    const [issue] = parsed.issues;
    throw new SyntaxError(`not a ${what}: ${v.getDotPath(issue) ?? ''} ${issue.message}`.trim());
  };

/** Parses a lead file; throws a `SyntaxError` naming what is wrong. */
export const parseLeadFile: (json: string) => LeadFile = parser(LEAD_FILE, 'lead');
/** Parses a delivery record. */
export const parseRecordFile: (json: string) => DeliveryRecord = parser(
  RECORD_FILE,
  'delivery record',
);
/** Parses an entry of the reference index. */
export const parseReferenceEntry: (json: string) => ReferenceEntry = parser(
  REFERENCE_ENTRY,
  'reference entry',
);

/** Parses an incident's file. */
export const parseIncidentFile: (json: string) => Incident = parser(INCIDENT_FILE, 'incident');

/** A file's text as the outbox writes it. */
export const asFileText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
