import { quoteText } from '@acme/forms-client/contract';
import type { LeadFormId } from '@acme/forms-client/contract';
import {
  addDays,
  bookingEnd,
  formatAED,
  fromQuoteQuery,
  priceQuote,
  toQuoteQuery,
  type DubaiHour,
} from '@acme/pricing-engine';
import { basename } from 'node:path';
import { pricedBooking, type PricedBooking } from '../booking';
import type { StoredLead } from '../store/lead-store';
import { bookingInvitation } from './ics';
import type { MailAttachment, OutgoingMail } from './outgoing';

/** What visitor mails are signed with and link to. */
export interface VisitorMailContext {
  readonly companyName: string;
  /** The site's public address, e.g. `https://www.example.ae`. */
  readonly siteUrl: string;
  /** Where the calculator is on the site: a saved quote's link reopens it there. */
  readonly calculatorPath: string;
  /** The checklist PDF; without it a checklist lead gets no copy. */
  readonly checklistPdfPath?: string;
  /** Where a visitor's reply goes: a person, not the site's sender address. */
  readonly replyTo: string;
}

/** How a confirmation names a form's request, and what it says happens next. */
const CONFIRMATIONS: Readonly<
  Record<Exclude<LeadFormId, 'saved-quote' | 'checklist'>, { request: string; next: string }>
> = {
  assessment: {
    request: 'free IT assessment request',
    next: 'We will contact you to arrange your assessment.',
  },
  booking: {
    request: 'on-demand support booking',
    next: 'An engineer will confirm the appointment with you.',
  },
  contact: { request: 'message', next: 'We reply within 24 hours.' },
  rfi: { request: 'RFI/RFP submission', next: 'We reply within 1 business day.' },
  application: {
    request: 'job application',
    next: 'Our team reads every application and will contact you if your profile fits.',
  },
  quote: { request: 'quote request', next: 'We’ll get back to you shortly.' },
};

/** Formats a calendar date held as its 00:00 UTC instant, so no time zone can move its day. */
const CALENDAR_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const DUBAI_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dubai',
  dateStyle: 'long',
  timeStyle: 'short',
});

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const calendarDate = (date: string) => CALENDAR_DATE.format(new Date(`${date}T00:00:00Z`));

/** When a booking ends, as the mail says it: the hour, and its day when that is not the start's. */
function until(start: string, end: DubaiHour): string {
  if (end.date === start) return clock(end.hour);
  if (end.date === addDays(start, 1)) return `${clock(end.hour)} (next day)`;
  return `${calendarDate(end.date)}, ${clock(end.hour)}`;
}

/** The booking's lines of a confirmation: when, what, and the server's own estimate. */
function bookingLines({ request, quote }: PricedBooking): string[] {
  const startHour = Number(request.startHour);
  const end = bookingEnd(request.date, startHour, quote.hours);
  const service =
    quote.serviceType === 'onsite' ? `Onsite support in ${quote.emirate}` : 'Remote support';
  const terms = [
    `${quote.hours} hours`,
    quote.afterHours ? `after-hours rate ×${quote.afterHoursMultiplier}` : null,
    quote.travelCharge ? `travel ${formatAED(quote.travelCharge)}` : null,
  ].filter(Boolean);
  return [
    `Requested: ${calendarDate(request.date)}, ${clock(startHour)} to ${until(request.date, end)} Dubai time`,
    `Service: ${service}`,
    `Estimate: ${formatAED(quote.total)} (${terms.join('; ')})`,
    'A calendar invitation is attached.',
  ];
}

function signed(lines: readonly string[], context: VisitorMailContext): string {
  return [...lines, '', '—', context.companyName, context.siteUrl].join('\n');
}

function confirmation(
  lead: StoredLead,
  context: VisitorMailContext,
  form: keyof typeof CONFIRMATIONS,
): Omit<OutgoingMail, 'to' | 'replyTo'> {
  const { request, next } = CONFIRMATIONS[form];
  const booking = form === 'booking' ? pricedBooking(lead.fields) : null;
  const attachments: MailAttachment[] = [];
  if (booking) {
    attachments.push({
      filename: 'booking.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: bookingInvitation({
        uid: `${lead.reference}@${new URL(context.siteUrl).hostname}`,
        stamp: new Date(lead.receivedAt),
        date: booking.request.date,
        startHour: Number(booking.request.startHour),
        hours: booking.quote.hours,
        summary: `${context.companyName}: ${booking.quote.serviceType === 'onsite' ? 'onsite' : 'remote'} IT support (${lead.reference})`,
        description: `Your on-demand support booking, reference ${lead.reference}.`,
      }),
    });
  }
  const lines = [
    `Thank you. We received your ${request} on ${DUBAI_TIME.format(new Date(lead.receivedAt))} (Dubai time).`,
    '',
    `Reference: ${lead.reference}`,
    ...(booking ? ['', ...bookingLines(booking)] : []),
    '',
    `${next} Please quote the reference if you write or call us.`,
  ];
  return {
    subject: `We received your ${request} (${lead.reference})`,
    text: signed(lines, context),
    attachments,
  };
}

/** The saved quote, priced again on the server from the calculator state the form sent. */
function quoteCopy(
  lead: StoredLead,
  context: VisitorMailContext,
): Omit<OutgoingMail, 'to' | 'replyTo'> | null {
  const env = fromQuoteQuery(lead.fields.quote_query ?? '');
  if (!env) return null;
  const quote = priceQuote(env);
  const link = `${context.siteUrl}${context.calculatorPath}?${toQuoteQuery(quote.environment)}`;
  const lines = [
    'Here is the IT quote you saved on our website.',
    '',
    ...quoteText(quote, 'en'),
    '',
    'Open it again in the calculator:',
    link,
    '',
    `Reference: ${lead.reference}`,
  ];
  return { subject: 'Your saved IT quote', text: signed(lines, context), attachments: [] };
}

function checklistCopy(
  lead: StoredLead,
  context: VisitorMailContext,
): Omit<OutgoingMail, 'to' | 'replyTo'> | null {
  const path = context.checklistPdfPath;
  if (!path) return null;
  const lines = [
    'Thank you for downloading our IT checklist. The PDF is attached to this mail.',
    '',
    `Reference: ${lead.reference}`,
  ];
  return {
    subject: 'Your IT checklist',
    text: signed(lines, context),
    attachments: [{ filename: basename(path), path, contentType: 'application/pdf' }],
  };
}

/**
 * The mail a lead's form promises its visitor, or `null` for a form that promises none (or a
 * copy that cannot be made). It holds only the site's own words, the reference, what the server
 * computed and documents the site made: never what the visitor typed, not even the name, so the
 * form cannot be used to send a stranger words of someone else's choosing.
 */
export function visitorMail(
  lead: StoredLead,
  to: string,
  context: VisitorMailContext,
): OutgoingMail | null {
  const { form } = lead;
  const content =
    form === 'unknown'
      ? null
      : form === 'saved-quote'
        ? quoteCopy(lead, context)
        : form === 'checklist'
          ? checklistCopy(lead, context)
          : confirmation(lead, context, form);
  return content && { ...content, to, replyTo: context.replyTo };
}
