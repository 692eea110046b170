import { bookingEnd, type DubaiHour } from '@acme/pricing-engine';

/** An appointment on the Dubai wall clock, as a calendar invitation carries it. */
export interface DubaiAppointment {
  /** Unique and stable for this appointment, e.g. `AC-7Q4K2M@example.ae`. */
  readonly uid: string;
  /** When the invitation was made. */
  readonly stamp: Date;
  /** The day in Dubai, `YYYY-MM-DD`. */
  readonly date: string;
  /** 0–23, Dubai time. */
  readonly startHour: number;
  readonly hours: number;
  readonly summary: string;
  readonly description: string;
  /** The language of the summary and description, when not English (`LANGUAGE=ar`). */
  readonly language?: string;
  /**
   * RFC 5546: `REQUEST` makes or updates the event (the same `uid` with a higher `sequence`
   * updates it in place), `CANCEL` removes it.
   */
  readonly method: 'REQUEST' | 'CANCEL';
  /** 0 for the booking as made, one more for each change. */
  readonly sequence: number;
  /** Who the appointment is with: the company, by name and address. */
  readonly organizer: { readonly name: string; readonly email: string };
  /** The visitor's address. */
  readonly attendee: string;
}

/** Text as an iCalendar value: backslash, semicolon, comma and newline escaped (RFC 5545 3.3.11). */
const icsText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets, continuation lines starting with a space (RFC 5545 3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + character) > limit) {
      parts.push(current);
      current = '';
    }
    current += character;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Text as a quoted parameter value: a double quote cannot be escaped, so it goes (RFC 5545 3.2). */
const icsParameter = (text: string) => `"${text.replace(/["\r\n]/g, '')}"`;

const compactDate = (date: string) => date.replace(/-/g, '');
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A Dubai wall-clock hour as an iCalendar local time, `YYYYMMDDTHH0000`. */
function localTime({ date, hour }: DubaiHour): string {
  return `${compactDate(date)}T${twoDigits(hour)}0000`;
}

/**
 * A calendar invitation (`text/calendar`, one `VEVENT`) for an appointment, its start and end
 * on the Asia/Dubai clock, which is UTC+4 all year, so one `STANDARD` rule describes it. What a
 * booking tool attaches, so the visitor can add the visit to a calendar in one click.
 *
 * @example
 * bookingInvitation({ uid: 'AC-7Q4K2M@example.ae', stamp: new Date('2026-11-23T08:00:00Z'), date: '2026-11-24', startHour: 23, hours: 2, summary: 'IT support', description: '', method: 'REQUEST', sequence: 0, organizer: { name: 'Acme', email: 'info@acme.ae' }, attendee: 'lina@corp.ae' }).split('\r\n').filter((line) => line.startsWith('DT')); // => ['DTSTART:19700101T000000', 'DTSTAMP:20261123T080000Z', 'DTSTART;TZID=Asia/Dubai:20261124T230000', 'DTEND;TZID=Asia/Dubai:20261125T010000']
 */
export function bookingInvitation(appointment: DubaiAppointment): string {
  const { date, startHour, hours } = appointment;
  // RFC 5545 3.2.10: the language of a text value, said where it is not the default English.
  const languageParameter =
    appointment.language && appointment.language !== 'en'
      ? `;LANGUAGE=${appointment.language}`
      : '';
  const stamp = appointment.stamp.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//@acme/form-services//booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${appointment.method}`,
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Dubai',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0400',
    'TZOFFSETTO:+0400',
    'TZNAME:+04',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${icsText(appointment.uid)}`,
    `DTSTAMP:${stamp}`,
    `SEQUENCE:${appointment.sequence}`,
    `ORGANIZER;CN=${icsParameter(appointment.organizer.name)}:mailto:${appointment.organizer.email}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${appointment.attendee}`,
    `DTSTART;TZID=Asia/Dubai:${localTime({ date, hour: startHour })}`,
    `DTEND;TZID=Asia/Dubai:${localTime(bookingEnd(date, startHour, hours))}`,
    `SUMMARY${languageParameter}:${icsText(appointment.summary)}`,
    `DESCRIPTION${languageParameter}:${icsText(appointment.description)}`,
    appointment.method === 'CANCEL' ? 'STATUS:CANCELLED' : 'STATUS:TENTATIVE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
