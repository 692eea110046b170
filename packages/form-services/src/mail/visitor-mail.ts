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
import {
  bookingLinkUrl,
  bookingVersion,
  currentLinkToken,
  latestChange,
} from '../booking-link/booking-state';
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
  /** `FORMS_LINK_SECRET`: a booking's mails carry a link to move or cancel it; unset, none. */
  readonly linkSecret?: string;
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
type LeadOfMail = Pick<Lead, 'id' | 'reference' | 'receivedAt' | 'bookingChanges'>;

/** The booking's calendar file: a request at the booking's version, or its cancel. */
function invitation(
  lead: LeadOfMail,
  booking: PricedBooking,
  to: string,
  context: VisitorMailContext,
  copy: VisitorMailCopy,
  method: 'REQUEST' | 'CANCEL',
): MailAttachment {
  return {
    filename: 'booking.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: bookingInvitation({
      // The same on every mail of the booking, so each update replaces the event in place.
      uid: `${lead.reference}@${new URL(context.siteUrl).hostname}`,
      stamp: new Date(latestChange(lead)?.at ?? lead.receivedAt),
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
      method,
      sequence: bookingVersion(lead),
      organizer: { name: context.companyName, email: context.replyTo },
      attendee: to,
    }),
  };
}

/** The lines that link to the booking's page, where it is moved or cancelled; none without a secret. */
function changeLinkLines(
  lead: LeadOfMail,
  booking: PricedBooking,
  context: VisitorMailContext,
  copy: VisitorMailCopy,
): string[] {
  if (!context.linkSecret) return [];
  const token = currentLinkToken(context.linkSecret, lead, booking);
  return ['', copy.booking.changeLink, bookingLinkUrl(context.siteUrl, copy.pathPrefix, token)];
}

function confirmation(
  lead: LeadOfMail,
  to: string,
  context: VisitorMailContext,
  copy: VisitorMailCopy,
  form: ConfirmedForm,
  /** A booking's, whose fields were read; `null` for any other request. */
  booking: PricedBooking | null,
): MailContent {
  const { request, next } = copy.confirmations[form];
  const attachments: MailAttachment[] = booking
    ? [invitation(lead, booking, to, context, copy, 'REQUEST')]
    : [];
  const lines = [
    copy.received(request, dubaiTime(copy, lead.receivedAt)),
    '',
    copy.reference(lead.reference),
    ...(booking
      ? ['', ...bookingLines(copy, booking), ...changeLinkLines(lead, booking, context, copy)]
      : []),
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
  to: string,
  context: VisitorMailContext,
  copy: VisitorMailCopy,
): MailContent {
  switch (promised.kind) {
    case 'saved-quote':
      return quoteCopy(lead, promised.quote, context, copy);
    case 'checklist':
      return checklistCopy(lead, promised.pdfPath, context, copy);
    case 'confirmation':
      return confirmation(lead, to, context, copy, promised.form, promised.booking);
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
  return addressed(promisedContent(lead, promised, to, context, copy), to, context, copy);
}

/** A visitor mail's content as sent: in its language, with an HTML part for Arabic. */
function addressed(
  content: MailContent,
  to: string,
  context: VisitorMailContext,
  copy: VisitorMailCopy,
): OutgoingMail {
  // A language written right to left reads well only as HTML: the text part goes beside it.
  const html =
    copy.language === 'en'
      ? {}
      : { html: htmlMail(content.text, { language: copy.language, title: content.subject }) };
  return { ...content, ...html, language: copy.language, to, replyTo: context.replyTo };
}

/**
 * The visitor's mail of the latest change to a booking, made through its link: a move, with the
 * booking as it is now, a new link and the invitation updated in place; or a cancel, with the
 * invitation's cancel. The visitor-mail rules hold: nothing the visitor typed. `null` for a lead
 * that is not a booking with a change.
 */
export function bookingChangeMail(
  lead: Lead,
  to: string,
  context: VisitorMailContext,
): OutgoingMail | null {
  const change = latestChange(lead);
  if (lead.form !== 'booking' || !('booking' in lead) || !change) return null;
  const copy = mailCopy(lead.language);
  const { booking } = lead;
  const reference = copy.reference(lead.reference);
  const content: MailContent =
    change.action === 'moved'
      ? {
          subject: copy.booking.moved.subject(lead.reference),
          text: signed(
            [
              copy.booking.moved.intro,
              '',
              reference,
              '',
              ...bookingLines(copy, booking),
              ...changeLinkLines(lead, booking, context, copy),
            ],
            copy,
            context,
          ),
          attachments: [invitation(lead, booking, to, context, copy, 'REQUEST')],
        }
      : {
          subject: copy.booking.cancelled.subject(lead.reference),
          text: signed(
            [
              copy.booking.cancelled.intro,
              '',
              reference,
              '',
              bookingLines(copy, booking)[0] ?? '',
              copy.booking.cancelled.invitationAttached,
            ],
            copy,
            context,
          ),
          attachments: [invitation(lead, booking, to, context, copy, 'CANCEL')],
        };
  return addressed(content, to, context, copy);
}
