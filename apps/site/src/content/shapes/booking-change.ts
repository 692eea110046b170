import type { GoneReason } from '@acme/forms-client/booking-link';

/** What a message of the page says: a heading and a line. */
export interface BookingChangeNotice {
  readonly title: string;
  readonly text: string;
}

/**
 * What the page says once a booking is changed: a heading, and a line naming the booking's
 * reference, in the words before and after it (the page isolates the reference, `<bdi>`, so a
 * Latin reference keeps its order in Arabic text).
 */
export interface BookingDoneNotice {
  readonly title: string;
  readonly before: string;
  readonly after: string;
}

/**
 * The page a booking's confirmation mail links to, where the visitor sees the booking and moves
 * or cancels it. The booking's own labels (service, date, hours, total) are its terms'
 * (`BookingTermsCopy`), as the booking form says them.
 */
export interface BookingChangeCopy {
  /**
   * Loads how this language says the services' refusals of a change (their messages are the
   * forms', in the specification's English); `undefined` says them as they are.
   */
  readonly loadSay: () => Promise<((message: string) => string) | undefined>;
  readonly title: string;
  readonly lead: string;
  /** Said while the booking is fetched (and in the prerendered page). */
  readonly opening: string;
  /** The page opened without the link's token. */
  readonly noLink: BookingChangeNotice;
  /** Why the link can no longer be used, by the reason the services give. */
  readonly gone: Readonly<Record<GoneReason, BookingChangeNotice>>;
  /** Too many attempts on this booking for now. */
  readonly limited: string;
  /** The services answered with something the page cannot read (e.g. a store that is down). */
  readonly failed: string;
  /** The booking's card's heading. */
  readonly details: string;
  /** The after-hours row's value when the rate applies (else the quote's «—»). */
  readonly afterHoursApplied: string;
  readonly cancel: {
    readonly button: string;
    readonly question: string;
    readonly confirm: string;
    readonly keep: string;
    readonly busy: string;
    readonly done: BookingDoneNotice;
  };
  readonly move: {
    readonly button: string;
    readonly title: string;
    readonly preview: string;
    readonly previewBusy: string;
    /** The heading of the new figures, before the visitor confirms. */
    readonly newFigures: string;
    readonly confirm: string;
    readonly busy: string;
    /** Back from the form, or from the new figures to the form. */
    readonly back: string;
    readonly done: BookingDoneNotice;
  };
}
