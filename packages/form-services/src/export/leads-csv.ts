import type { OfficeHours } from '@acme/forms-client/contract';
import { stringify } from 'csv-stringify/sync';
import { dubaiTimestamp } from '../lead/dubai-clock';
import { promisedReply } from '../lead/promised-reply';
import { FORM_SHOWN_FIELD } from '../spam/context';
import type { Lead } from '../lead/types';

/**
 * The columns every row starts with, before the lead's own fields: `reply by` is when the answer
 * the site promised falls due, on the Dubai clock, empty for a form that promises none.
 */
const LEAD_COLUMNS: readonly string[] = ['received', 'form', 'reference', 'reply by'];

/**
 * Fields that are the services' machinery, not what the visitor told sales: the access key, the
 * honeypots (empty on every kept lead), the reference (it has its own column) and the form's
 * timing, which only the spam rules read.
 */
const NOT_EXPORTED = new Set(['access_key', 'botcheck', 'honeypot', 'reference', FORM_SHOWN_FIELD]);

/**
 * The field columns of an export: every field name that occurs in any lead, in the order they
 * are first met, so one form's fields stay together in the order the form sent them.
 *
 * @example
 * fieldColumns([{ fields: { name: 'Lina', email: 'l@x.ae' } }, { fields: { name: 'Omar', company: 'noon.com', reference: 'AC-7Q4K2M', form_shown_ms: '5200' } }]); // => ['name', 'email', 'company']
 */
export function fieldColumns(leads: readonly Pick<Lead, 'fields'>[]): string[] {
  const columns = new Set<string>();
  for (const lead of leads)
    for (const name of Object.keys(lead.fields)) if (!NOT_EXPORTED.has(name)) columns.add(name);
  return [...columns];
}

/** A lead's `reply by` cell: the promised reply's due time on the Dubai clock, or empty. */
function replyByCell(lead: Pick<Lead, 'form' | 'receivedAt'>, officeHours: OfficeHours): string {
  const reply = promisedReply(lead, officeHours);
  return reply ? dubaiTimestamp(reply.by) : '';
}

/**
 * Leads as an RFC 4180 CSV file for sales: a UTF-8 byte order mark (without it Excel reads the
 * file in the machine's code page and Arabic names come out garbled), a header row, then one
 * row per lead: received, form, reference, reply by and every field that occurs (empty where a lead's form
 * has no such field). Lines end in CRLF. A cell that a spreadsheet would run as a formula (one
 * starting with `=`, `+`, `-`, `@`, a tab or a carriage return) is prefixed with `'`, so a
 * visitor cannot plant a formula in sales' spreadsheet.
 *
 * @example
 * leadsCsv([{ receivedAt: '2026-11-23T10:00:00.000Z', form: 'contact', reference: 'AC-7Q4K2M', fields: { name: '=HYPERLINK("http://x.example","open")' } }], DEFAULT_OFFICE_HOURS); // => '\uFEFFreceived,form,reference,reply by,name\r\n2026-11-23T10:00:00.000Z,contact,AC-7Q4K2M,2026-11-24T14:00:00+04:00,"\'=HYPERLINK(""http://x.example"",""open"")"\r\n'
 * leadsCsv([{ receivedAt: '2026-11-23T10:00:00.000Z', form: 'booking', reference: 'AC-7Q4K2M', fields: {} }], DEFAULT_OFFICE_HOURS); // => '\uFEFFreceived,form,reference,reply by\r\n2026-11-23T10:00:00.000Z,booking,AC-7Q4K2M,\r\n'
 */
export function leadsCsv(
  leads: readonly Pick<Lead, 'receivedAt' | 'form' | 'reference' | 'fields'>[],
  officeHours: OfficeHours,
): string {
  const fields = fieldColumns(leads);
  const rows = leads.map((lead) => [
    lead.receivedAt,
    lead.form,
    lead.reference,
    replyByCell(lead, officeHours),
    ...fields.map((name) => lead.fields[name] ?? ''),
  ]);
  return stringify([[...LEAD_COLUMNS, ...fields], ...rows], {
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
  });
}
