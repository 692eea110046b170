import { type OfficeHours, replyWithinEnglish } from '@acme/forms-client/contract';
import { dubaiWhen } from '../lead/dubai-clock';
import { takenReference, withoutFormReference } from '../lead/form-reference';
import { promisedReply } from '../lead/promised-reply';
import type { Lead } from '../lead/types';
import { indented, oneLine } from '../text';
import { LANGUAGE_NAMES } from './lead-language';
import type { OutgoingMail } from './outgoing';
import { withoutMeasurements } from '../spam/context';
import { serverFigures } from './server-figures';
import { visitorAddress } from './visitor-address';

/** What a lead mail is about, when the form sent no subject. */
const ENDPOINT_SUBJECTS = {
  'form-mail': 'Website form',
  rfi: 'RFI/RFP submission',
  lead: 'Checklist download',
} as const;

/**
 * The subject line of a lead mail: what, from whom, and the reference the visitor was given.
 *
 * @example
 * leadSubject({ endpoint: 'rfi', reference: 'AC-7Q4K2M', fields: { name: 'Lina' } }); // => '[Website lead] RFI/RFP submission from Lina (AC-7Q4K2M)'
 */
export function leadSubject(lead: Pick<Lead, 'endpoint' | 'reference' | 'fields'>): string {
  const who = lead.fields.name || lead.fields.email || 'unknown sender';
  const what = lead.fields.subject || ENDPOINT_SUBJECTS[lead.endpoint];
  return oneLine(`[Website lead] ${what} from ${who} (${lead.reference})`);
}

/**
 * What the company's mail says of a lead filed under a reference of its own because its form's
 * was taken (see the README's "Repeats"), so the lead is known by one reference.
 *
 * @example
 * refiledNote('AC-7Q4K2M', 'AC-9X4K2M'); // => "The form's reference AC-7Q4K2M was already used for other content; this lead is filed as AC-9X4K2M."
 */
export const refiledNote = (taken: string, reference: string) =>
  `The form's reference ${taken} was already used for other content; this lead is filed as ${reference}.`;

/**
 * The line of a lead mail saying by when the site promised the visitor an answer, on the Dubai
 * clock; `null` for a form that promises none.
 *
 * @example
 * replyByLine({ form: 'rfi', receivedAt: '2026-11-26T13:59:00.000Z' }, DEFAULT_OFFICE_HOURS); // => 'Reply by: Sunday 2026-11-29 17:59 Dubai time (the site promised a reply within 1 business day)'
 * replyByLine({ form: 'quote', receivedAt: '2026-11-26T13:59:00.000Z' }, DEFAULT_OFFICE_HOURS); // => null
 */
export function replyByLine(
  lead: Pick<Lead, 'form' | 'receivedAt'>,
  office: OfficeHours,
): string | null {
  const reply = promisedReply(lead, office);
  if (!reply) return null;
  const promised = replyWithinEnglish(reply.promise);
  return `Reply by: ${dubaiWhen(reply.by)} (the site promised a reply within ${promised})`;
}

/**
 * The readable body of a lead mail: the language the visitor wrote in, every field on its own
 * line, a field of several lines as an indented block (so no value can pass for another field),
 * and the attachment. Its `replyBy` line (see {@link replyByLine}) stands under the language. A
 * lead filed under a new reference says so under its heading, and its
 * form's taken reference is not listed as a field of its own.
 *
 * @example
 * leadText({ id: 'x', reference: 'AC-7Q4K2M', receivedAt: '2026-11-23T10:00:00.000Z', form: 'contact', language: 'en', fields: { message: 'Hi\nemail: forged' }, attachment: null }, null, null).split('\n').slice(-2); // => ['message: Hi', '  email: forged']
 * leadText({ id: 'x', reference: 'AC-9X4K2M', receivedAt: '2026-11-23T10:00:00.000Z', form: 'contact', language: 'en', fields: { reference: 'AC-7Q4K2M', name: 'Lina' }, attachment: null }, null, 'Reply by: …').split('\n').slice(1); // => ['Language: English', 'Reply by: …', refiledNote('AC-7Q4K2M', 'AC-9X4K2M'), '', 'name: Lina']
 */
export function leadText(
  lead: Pick<
    Lead,
    'id' | 'reference' | 'receivedAt' | 'form' | 'fields' | 'language' | 'attachment'
  >,
  attachmentNote: string | null,
  replyBy: string | null,
): string {
  const taken = takenReference(lead);
  // The taken reference is said once, in the note: the lead is known by its own.
  const shown = withoutMeasurements(taken ? withoutFormReference(lead) : lead.fields);
  const lines = Object.entries(shown).map(
    ([name, value]) => `${oneLine(name)}: ${indented(value, '  ')}`,
  );
  if (lead.attachment) {
    const { fileName, bytes } = lead.attachment;
    lines.push(`attachment: ${oneLine(fileName)} (${bytes} bytes)${attachmentNote ?? ''}`);
  }
  return [
    `Reference ${lead.reference}, form ${lead.form}, received ${lead.receivedAt} (lead ${lead.id})`,
    // Sales answers in it; the fields below are the visitor's own words, as typed.
    `Language: ${LANGUAGE_NAMES[lead.language]}`,
    ...(replyBy ? [replyBy] : []),
    ...(taken ? [refiledNote(taken, lead.reference)] : []),
    '',
    ...lines,
  ].join('\n');
}

/**
 * What the company's mail says after the file's name: nothing for a file attached as usual;
 * why one is not attached and where it is kept; that one found infected was released by hand.
 *
 * @example
 * fileNote({ id: 'x', infectedFile: { signature: 'Eicar-Test-Signature', release: 'without-file' } }, false, { maxAttachmentBytes: 7, keptIn: 'files in /srv/outbox', notScanned: false }); // => ' — withheld: found infected (Eicar-Test-Signature) and released without it; kept in files in /srv/outbox (lead x)'
 * fileNote({ id: 'x', infectedFile: { signature: 'Eicar-Test-Signature', release: 'with-file' } }, true, { maxAttachmentBytes: 7, keptIn: 'files in /srv/outbox', notScanned: false }); // => ' — found infected (Eicar-Test-Signature), attached as released with it'
 * fileNote({ id: 'x' }, true, { maxAttachmentBytes: 7, keptIn: 'files in /srv/outbox', notScanned: false }); // => null
 */
export function fileNote(
  lead: Pick<Lead, 'id' | 'infectedFile'>,
  attached: boolean,
  options: {
    readonly maxAttachmentBytes: number;
    readonly keptIn: string;
    readonly notScanned: boolean;
  },
): string | null {
  const infected = lead.infectedFile;
  if (attached)
    return infected
      ? ` — found infected (${infected.signature}), attached as released with it`
      : null;
  const why = infected
    ? `withheld: found infected (${infected.signature}) and released without it`
    : options.notScanned
      ? 'not attached (not scanned for viruses: the scanner did not answer)'
      : `not attached (over ${options.maxAttachmentBytes} bytes)`;
  return ` — ${why}; kept in ${options.keptIn} (lead ${lead.id})`;
}

/**
 * The company's mail of a lead: to the company, answerable straight to the visitor, every field
 * as received and then what the server computed of them (a booking's price, a quote's total), with
 * the time the site promised a reply by, the RFI file attached when it is small enough to pass mail servers, else named with where it is
 * kept, so one big file never makes the whole lead undeliverable. A file the virus scanner could
 * not clear in time is named in the same way, and the subject says it was not scanned.
 */
export function companyMail(
  lead: Lead,
  options: {
    readonly to: string;
    readonly maxAttachmentBytes: number;
    /** The attachment's bytes, read from the store only when they will be attached. */
    readonly attachment: () => Promise<Buffer | null>;
    /** Where the store keeps attachments, for the note on one too large to attach. */
    readonly keptIn: string;
    /** The office's hours, in which a reply promised in business days is due. */
    readonly officeHours: OfficeHours;
    /** The virus scanner gave no verdict in time: the file is named, not attached. */
    readonly notScanned?: boolean;
  },
): Promise<OutgoingMail> {
  const { attachment, infectedFile } = lead;
  const notScanned = attachment !== null && options.notScanned === true;
  const withheld = infectedFile?.release === 'without-file';
  const attach =
    attachment !== null &&
    !notScanned &&
    !withheld &&
    attachment.bytes <= options.maxAttachmentBytes;
  const note = attachment && fileNote(lead, attach, { ...options, notScanned });
  const mail = {
    to: options.to,
    replyTo: visitorAddress(lead.fields.email) ?? undefined,
    subject: notScanned ? `${leadSubject(lead)} [file not scanned]` : leadSubject(lead),
    text: [
      leadText(lead, note, replyByLine(lead, options.officeHours)),
      ...serverFigures(lead),
    ].join('\n'),
  };
  if (!attach) return Promise.resolve({ ...mail, attachments: [] });
  return options.attachment().then((content) => ({
    ...mail,
    attachments: content ? [{ filename: attachment.fileName, content }] : [],
  }));
}
