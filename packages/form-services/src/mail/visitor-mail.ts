import { quoteText } from '@acme/forms-client/contract';
import {
  QUOTE_LABELS,
  addDays,
  bookingEnd,
  filsToAed,
  fromQuoteQuery,
  priceQuote,
  toQuoteQuery,
  type DubaiHour,
} from '@acme/pricing-engine';
import { basename } from 'node:path';
import { pricedBooking, type PricedBooking } from '../booking';
import type { StoredLead } from '../store/lead-store';
import { mailCopy, type ConfirmedForm, type VisitorMailCopy } from './copy/index';
import { htmlMail } from './html';
import { bookingInvitation } from './ics';
import { languageOfLead } from './lead-language';
import type { MailAttachment, OutgoingMail } from './outgoing';

/** What a visitor mail says, before it is addressed. */
type MailContent = Pick<OutgoingMail, 'subject' | 'text' | 'attachments'>;

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

/** A calendar date held as its 00:00 UTC instant, so no time zone can move its day. */
const calendarDate = (copy: VisitorMailCopy, date: string) =>
  new Intl.DateTimeFormat(copy.locale, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

/** An instant as a date and a 24-hour time in Dubai. */
const dubaiTime = (copy: VisitorMailCopy, instant: string) =>
  new Intl.DateTimeFormat(copy.locale, {
    timeZone: 'Asia/Dubai',
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(new Date(instant));

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** When a booking ends, as the mail says it: the hour, and its day when that is not the start's. */
function until(copy: VisitorMailCopy, start: string, end: DubaiHour): string {
  if (end.date === start) return clock(end.hour);
  if (end.date === addDays(start, 1)) return copy.booking.nextDay(clock(end.hour));
  return copy.booking.laterDay(calendarDate(copy, end.date), clock(end.hour));
}

/** The booking's lines of a confirmation: when, what, and the server's own estimate. */
function bookingLines(copy: VisitorMailCopy, { request, quote }: PricedBooking): string[] {
  const { booking } = copy;
  const startHour = Number(request.startHour);
  const end = bookingEnd(request.date, startHour, quote.hours);
  const terms = [
    booking.hours(quote.hours),
    quote.afterHours ? booking.afterHours(quote.afterHoursMultiplier) : null,
    quote.travelCharge ? booking.travel(filsToAed(quote.travelCharge)) : null,
  ].filter((term) => term !== null);
  return [
    booking.requested(
      calendarDate(copy, request.date),
      clock(startHour),
      until(copy, request.date, end),
    ),
    quote.serviceType === 'onsite' && quote.emirate
      ? booking.onsite(quote.emirate)
      : booking.remote,
    booking.estimate(copy.amount(filsToAed(quote.total)), terms),
    booking.invitationAttached,
  ];
}

/** The site's address in the mail's language. */
const siteAddress = (copy: VisitorMailCopy, context: VisitorMailContext) =>
  `${context.siteUrl}${copy.pathPrefix}`;

function signed(lines: readonly string[], copy: VisitorMailCopy, context: VisitorMailContext) {
  return [...lines, '', '—', context.companyName, siteAddress(copy, context)].join('\n');
}

function confirmation(
  lead: StoredLead,
  context: VisitorMailContext,
  copy: VisitorMailCopy,
  form: ConfirmedForm,
): MailContent {
  const { request, next } = copy.confirmations[form];
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
        language: copy.language,
        summary: copy.booking.eventSummary(
          context.companyName,
          booking.quote.serviceType === 'onsite',
          lead.reference,
        ),
        description: copy.booking.eventDescription(lead.reference),
      }),
    });
  }
  const lines = [
    copy.received(request, dubaiTime(copy, lead.receivedAt)),
    '',
    copy.reference(lead.reference),
    ...(booking ? ['', ...bookingLines(copy, booking)] : []),
    '',
    `${next} ${copy.quoteTheReference}`,
  ];
  return {
    subject: copy.subject(request, lead.reference),
    text: signed(lines, copy, context),
    attachments,
  };
}

/** The saved quote, priced again on the server from the calculator state the form sent. */
function quoteCopy(
  lead: StoredLead,
  context: VisitorMailContext,
  copy: VisitorMailCopy,
): MailContent | null {
  const env = fromQuoteQuery(lead.fields.quote_query ?? '');
  if (!env) return null;
  const quote = priceQuote(env);
  const link = `${siteAddress(copy, context)}${context.calculatorPath}?${toQuoteQuery(quote.environment)}`;
  const lines = [
    copy.savedQuote.intro,
    '',
    ...quoteText(quote, QUOTE_LABELS[copy.language]),
    '',
    copy.savedQuote.openAgain,
    link,
    '',
    copy.reference(lead.reference),
  ];
  return { subject: copy.savedQuote.subject, text: signed(lines, copy, context), attachments: [] };
}

function checklistCopy(
  lead: StoredLead,
  context: VisitorMailContext,
  copy: VisitorMailCopy,
): MailContent | null {
  const path = context.checklistPdfPath;
  if (!path) return null;
  const lines = [copy.checklist.intro, '', copy.reference(lead.reference)];
  return {
    subject: copy.checklist.subject,
    text: signed(lines, copy, context),
    attachments: [{ filename: basename(path), path, contentType: 'application/pdf' }],
  };
}

/**
 * The mail a lead's form promises its visitor, or `null` for a form that promises none (or a
 * copy that cannot be made), in the language the visitor wrote in (`Content-Language`). It holds only the site's own words, the reference, what the server
 * computed and documents the site made: never what the visitor typed, not even the name, so the
 * form cannot be used to send a stranger words of someone else's choosing.
 */
export function visitorMail(
  lead: StoredLead,
  to: string,
  context: VisitorMailContext,
): OutgoingMail | null {
  const { form } = lead;
  const copy = mailCopy(languageOfLead(lead));
  const content =
    form === 'unknown'
      ? null
      : form === 'saved-quote'
        ? quoteCopy(lead, context, copy)
        : form === 'checklist'
          ? checklistCopy(lead, context, copy)
          : confirmation(lead, context, copy, form);
  if (!content) return null;
  // A language written right to left reads well only as HTML: the text part goes beside it.
  const html =
    copy.language === 'en'
      ? {}
      : { html: htmlMail(content.text, { language: copy.language, title: content.subject }) };
  return { ...content, ...html, language: copy.language, to, replyTo: context.replyTo };
}
