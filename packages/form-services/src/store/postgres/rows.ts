import { LEAD_CONTRACTS, type LeadEndpoint, type LeadFormId } from '@acme/forms-client/contract';
import {
  DELIVERY_KINDS,
  type Delivery,
  type DeliveryKind,
  type DeliveryStatus,
} from '../delivery-record';
import { INCIDENT_KINDS, type Incident } from '../incident';
import type {
  BookingChange,
  BookingSlot,
  InfectedFileRelease,
  SpamHold,
  StoredLead,
} from '../lead-store';

/** A row as node-postgres hands it over, before it is checked. */
export type Row = Record<string, unknown>;

/** The lead columns every read selects (never the attachment's bytes). */
export const LEAD_COLUMNS =
  'id, reference, form, endpoint, received_at, fields, client, attachment_name, attachment_type, attachment_bytes, attachment_sha256, held, infected_file, booking_changes';

/** The delivery columns every read selects. */
export const DELIVERY_COLUMNS =
  'lead_id, kind, position, recipient, status, attempts, queued_at, next_attempt_at, last_error, delivered_at, receipt, lease_owner, refused, change_version';

const ENDPOINTS: readonly LeadEndpoint[] = ['form-mail', 'rfi', 'lead'];
const STATUSES: readonly DeliveryStatus[] = ['pending', 'delivered', 'failed', 'suppressed'];

/** A row that does not fit its table: the schema and this code disagree. */
const misfit = (column: string, expected: string) =>
  new TypeError(`PostgreSQL column ${column} is not ${expected}`);

/** One of a closed list of words, typed as the list's member. */
function oneOf<T extends string>(list: readonly T[], value: unknown, column: string): T {
  const found = list.find((item) => item === value);
  if (found === undefined) throw misfit(column, `one of ${list.join(', ')}`);
  return found;
}

/** A text column; throws when the row does not have one. */
export function text(row: Row, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw misfit(column, 'text');
  return value;
}

/** A nullable text column. */
export function optionalText(row: Row, column: string): string | null {
  return row[column] === null ? null : text(row, column);
}

/** An integer column; `count(*)` and other bigints arrive as text. */
export function integer(row: Row, column: string): number {
  const value = row[column];
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number))
    throw misfit(column, 'an integer');
  return number;
}

/** A delivery's kind column. */
export const deliveryKind = (row: Row, column: string): DeliveryKind =>
  oneOf(DELIVERY_KINDS, row[column], column);

/** A timestamptz column (node-postgres reads it as a `Date`). */
export function time(row: Row, column: string): Date {
  const value = row[column];
  if (!(value instanceof Date)) throw misfit(column, 'a timestamp');
  return value;
}

const optionalIso = (row: Row, column: string) =>
  row[column] === null ? null : time(row, column).toISOString();

/** A jsonb object whose values are all text (a lead's fields, its client). */
function textRecord(row: Row, column: string): Record<string, string> {
  const value = row[column];
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw misfit(column, 'an object');
  const record: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item !== 'string') throw misfit(`${column}.${key}`, 'text');
    record[key] = item;
  }
  return record;
}

/** A plain object (not an array, not null), its keys readable. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The nullable jsonb `held` column as the contract's {@link SpamHold}; `null` when not held. */
export function spamHold(row: Row, column: string): SpamHold | null {
  const value = row[column];
  if (value === null || value === undefined) return null;
  if (!isRecord(value) || typeof value['score'] !== 'number' || !Array.isArray(value['reasons']))
    throw misfit(column, 'a spam hold');
  const reasons = value['reasons'].map((reason: unknown, index) => {
    if (
      !isRecord(reason) ||
      typeof reason['rule'] !== 'string' ||
      typeof reason['weight'] !== 'number' ||
      typeof reason['reason'] !== 'string'
    )
      throw misfit(`${column}.reasons[${index}]`, 'a rule, its weight and its reason');
    return { rule: reason['rule'], weight: reason['weight'], reason: reason['reason'] };
  });
  const infected = value['infected'];
  if (infected !== undefined && typeof infected !== 'string')
    throw misfit(`${column}.infected`, "a signature's name");
  return { score: value['score'], reasons, ...(infected !== undefined && { infected }) };
}

/** The nullable jsonb `infected_file` column: how a lead with an infected file was released. */
function infectedFile(row: Row): InfectedFileRelease | null {
  const value = row['infected_file'];
  if (value === null || value === undefined) return null;
  if (
    !isRecord(value) ||
    typeof value['signature'] !== 'string' ||
    (value['release'] !== 'with-file' && value['release'] !== 'without-file')
  )
    throw misfit('infected_file', "a signature's name and with-file or without-file");
  return { signature: value['signature'], release: value['release'] };
}

/** A jsonb booking slot: its day, start hour and hours. */
function bookingSlot(value: unknown, column: string): BookingSlot {
  if (
    !isRecord(value) ||
    typeof value['date'] !== 'string' ||
    typeof value['startHour'] !== 'number' ||
    typeof value['hours'] !== 'number'
  )
    throw misfit(column, 'a booking slot');
  return { date: value['date'], startHour: value['startHour'], hours: value['hours'] };
}

/** The nullable jsonb `booking_changes` column: a booking's history; `null` before any change. */
function bookingChanges(row: Row): BookingChange[] | null {
  const value = row['booking_changes'];
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) throw misfit('booking_changes', 'a list of changes');
  return value.map((change: unknown, index) => {
    const column = `booking_changes[${index}]`;
    if (
      !isRecord(change) ||
      typeof change['at'] !== 'string' ||
      (change['action'] !== 'moved' && change['action'] !== 'cancelled')
    )
      throw misfit(column, 'a booking change');
    return {
      at: change['at'],
      action: change['action'],
      from: bookingSlot(change['from'], `${column}.from`),
      to: change['to'] === null ? null : bookingSlot(change['to'], `${column}.to`),
    };
  });
}

const isForm = (value: string): value is LeadFormId | 'unknown' =>
  value === 'unknown' || Object.hasOwn(LEAD_CONTRACTS, value);

/** A `leads` row (its {@link LEAD_COLUMNS}) as the store hands a lead out. */
export function toLead(row: Row): StoredLead {
  const form = text(row, 'form');
  if (!isForm(form)) throw misfit('form', 'a form of the contract');
  const client = textRecord(row, 'client');
  const fileName = optionalText(row, 'attachment_name');
  const held = spamHold(row, 'held');
  const infected = infectedFile(row);
  const changes = bookingChanges(row);
  return {
    id: text(row, 'id'),
    reference: text(row, 'reference'),
    endpoint: oneOf(ENDPOINTS, row['endpoint'], 'endpoint'),
    form,
    receivedAt: time(row, 'received_at').toISOString(),
    fields: textRecord(row, 'fields'),
    attachment:
      fileName === null
        ? null
        : {
            fileName,
            bytes: integer(row, 'attachment_bytes'),
            type: text(row, 'attachment_type'),
            sha256: text(row, 'attachment_sha256'),
          },
    client: { ip: client['ip'] ?? '', userAgent: client['userAgent'] ?? '' },
    // Absent, not undefined, on a lead that is not held: leads compare equal across engines.
    ...(held ? { held } : {}),
    ...(infected ? { infectedFile: infected } : {}),
    ...(changes ? { bookingChanges: changes } : {}),
  };
}

/** A nullable `text[]` column; throws when the row holds anything else. */
function optionalTexts(row: Row, column: string): string[] | null {
  const value = row[column];
  if (value === null) return null;
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    throw misfit(column, 'a list of text');
  return value;
}

/** A `deliveries` row (its {@link DELIVERY_COLUMNS}) as the contract's {@link Delivery}. */
export function toDelivery(row: Row): Delivery {
  const refused = optionalTexts(row, 'refused');
  return {
    kind: deliveryKind(row, 'kind'),
    to: text(row, 'recipient'),
    // Absent, not undefined, when none was refused: deliveries compare equal across engines.
    ...(refused ? { refused } : {}),
    ...(row['change_version'] === null || row['change_version'] === undefined
      ? {}
      : { change: integer(row, 'change_version') }),
    status: oneOf(STATUSES, row['status'], 'status'),
    attempts: integer(row, 'attempts'),
    queuedAt: time(row, 'queued_at').toISOString(),
    nextAttemptAt: optionalIso(row, 'next_attempt_at'),
    lastError: optionalText(row, 'last_error'),
    deliveredAt: optionalIso(row, 'delivered_at'),
    receipt: optionalText(row, 'receipt'),
  };
}

/** The incident columns every read selects. */
export const INCIDENT_COLUMNS =
  'id, kind, started_at, resolved_at, cause, leads, oldest_reference, server';

/** An `incidents` row (its {@link INCIDENT_COLUMNS}) as the contract's {@link Incident}. */
export function toIncident(row: Row): Incident {
  return {
    id: text(row, 'id'),
    kind: oneOf(INCIDENT_KINDS, row['kind'], 'kind'),
    startedAt: time(row, 'started_at').toISOString(),
    resolvedAt: optionalIso(row, 'resolved_at'),
    cause: text(row, 'cause'),
    leads: integer(row, 'leads'),
    oldestReference: optionalText(row, 'oldest_reference'),
    server: optionalText(row, 'server'),
  };
}
