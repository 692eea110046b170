import { quoteText } from '@acme/forms-client/contract';
import {
  QUOTE_LABELS,
  addDays,
  bookingEnd,
  filsToAed,
  toQuoteQuery,
  type DubaiHour,
  type Quote,
} from '@acme/pricing-engine';
import { basename } from 'node:path';
import type { PricedBooking } from '../booking';
import type { Lead } from '../lead/types';
import { mailCopy, type ConfirmedForm, type VisitorMailCopy } from './copy/index';
import { htmlMail } from './html';
import { bookingInvitation } from './ics';
import { promisedVisitorMail, type PromisedVisitorMail } from './promised-visitor-mail';
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

/** What a visitor's mail says of its lead beyond what was promised: its reference and when it came. */
type LeadOfMail = Pick<Lead, 'reference' | 'receivedAt'>;

function confirmation(
  lead: LeadOfMail,
  context: VisitorMailContext,
  copy: VisitorMailCopy,
  form: ConfirmedForm,
  /** A booking's, whose fields were read; `null` for any other request. */
  booking: PricedBooking | null,
): MailContent {
  const { request, next } = copy.confirmations[form];
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
  lead: LeadOfMail,
  quote: Quote,
  context: VisitorMailContext,
  copy: VisitorMailCopy,
): MailContent {
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
  lead: LeadOfMail,
  path: string,
  context: VisitorMailContext,
  copy: VisitorMailCopy,
): MailContent {
  const lines = [copy.checklist.intro, '', copy.reference(lead.reference)];
  return {
    subject: copy.checklist.subject,
    text: signed(lines, copy, context),
    attachments: [{ filename: basename(path), path, contentType: 'application/pdf' }],
  };
}

/** What a promised mail says. */
function promisedContent(
  lead: LeadOfMail,
  promised: PromisedVisitorMail,
  context: VisitorMailContext,
  copy: VisitorMailCopy,
): MailContent {
  switch (promised.kind) {
    case 'saved-quote':
      return quoteCopy(lead, promised.quote, context, copy);
    case 'checklist':
      return checklistCopy(lead, promised.pdfPath, context, copy);
    case 'confirmation':
      return confirmation(lead, context, copy, promised.form, promised.booking);
  }
}

/**
 * The mail a lead's form promises its visitor (see {@link promisedVisitorMail}), or `null`, in
 * the language the visitor wrote in (`Content-Language`). It holds only the site's own words,
 * the reference, what the server computed and documents the site made: never what the visitor
 * typed, not even the name, so the form cannot be used to send a stranger words of someone
 * else's choosing.
 */
export function visitorMail(
  lead: Lead,
  to: string,
  context: VisitorMailContext,
): OutgoingMail | null {
  const promised = promisedVisitorMail(lead, context);
  if (!promised) return null;
  const copy = mailCopy(lead.language);
  const content = promisedContent(lead, promised, context, copy);
  // A language written right to left reads well only as HTML: the text part goes beside it.
  const html =
    copy.language === 'en'
      ? {}
      : { html: htmlMail(content.text, { language: copy.language, title: content.subject }) };
  return { ...content, ...html, language: copy.language, to, replyTo: context.replyTo };
}
