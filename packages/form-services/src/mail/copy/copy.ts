import type { LeadFormId, LeadLanguage } from '@acme/forms-client/contract';
import type { Emirate } from '@acme/pricing-engine';

/** The forms whose visitor mail is a confirmation of what they received. */
export type ConfirmedForm = Exclude<LeadFormId, 'saved-quote' | 'checklist'>;

/**
 * Every word of a visitor's mails and calendar invitation, in one language: one object per
 * language of this one shape, so a language missing a sentence fails `tsc`. Figures (amounts,
 * hours, dates, references) are put in by the mail's code, the same for every language.
 */
export interface VisitorMailCopy {
  readonly language: LeadLanguage;
  /** The locale dates and amounts are printed in: Latin digits, the Gregorian calendar. */
  readonly locale: string;
  /** Where this language's pages are on the site: `''`, or `/ar`. */
  readonly pathPrefix: string;
  /** An amount of dirhams, e.g. `AED 1,100`. */
  readonly amount: (aed: number) => string;
  /** How a confirmation names a form's request, and what it says happens next. */
  readonly confirmations: Readonly<Record<ConfirmedForm, { request: string; next: string }>>;
  readonly subject: (request: string, reference: string) => string;
  /** The first line: the request, and when it was received (a date and time in Dubai). */
  readonly received: (request: string, when: string) => string;
  readonly reference: (reference: string) => string;
  readonly quoteTheReference: string;
  readonly booking: {
    /** When: the day, the start and the end (each already worded). */
    readonly requested: (date: string, from: string, until: string) => string;
    /** An end on the day after the start. */
    readonly nextDay: (clock: string) => string;
    /** An end on a later day. */
    readonly laterDay: (date: string, clock: string) => string;
    readonly onsite: (emirate: Emirate) => string;
    readonly remote: string;
    readonly estimate: (total: string, terms: readonly string[]) => string;
    readonly hours: (hours: number) => string;
    readonly afterHours: (multiplier: number) => string;
    /** The travel charge in dirhams, which the phrase formats (Arabic counts it: «قدرها 100 درهم»). */
    readonly travel: (dirhams: number) => string;
    readonly invitationAttached: string;
    /** The calendar event's title and description. */
    readonly eventSummary: (company: string, onsite: boolean, reference: string) => string;
    readonly eventDescription: (reference: string) => string;
    /** Before the link to the booking's page, where it can be moved or cancelled. */
    readonly changeLink: string;
    /** The mail of a change the visitor made through the link: moved, or cancelled. */
    readonly moved: { readonly subject: (reference: string) => string; readonly intro: string };
    readonly cancelled: {
      readonly subject: (reference: string) => string;
      readonly intro: string;
      /** Beside the invitation of a cancel, which removes the event from a calendar. */
      readonly invitationAttached: string;
    };
  };
  readonly savedQuote: {
    readonly subject: string;
    readonly intro: string;
    readonly openAgain: string;
  };
  readonly checklist: {
    readonly subject: string;
    readonly intro: string;
  };
}
