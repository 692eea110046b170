import type { UiLabels } from '@acme/ui';

/** The shared layout's own words. */
export const SHELL = {
  skipLink: 'Skip to content',
  /** A network failure's message: a form's alert, or the toast when the dialog's code did not load. */
  networkError: 'Network error. Please try again.',
  tryAgain: 'Try again',
};

/** The chat button's name (its own export: it loads with the button, after the page). */
export const CHAT_LABEL = 'Chat with us on WhatsApp (opens in a new tab)';

/**
 * What the `@acme/ui` components say themselves (hidden hints, control and landmark names): in
 * English, their own words, so none is given (each component then carries only its own).
 */
export const UI_LABELS: Partial<UiLabels> = {};

/** What a page that failed to load says instead (`deploy/PageError`). */
export const PAGE_ERROR = {
  title: 'This page could not be loaded',
  /** The sentence around its two links: the page again, and the home page. */
  updated: 'The site may have been updated while this page was open. ',
  reload: 'Load it again',
  or: ', or go to the ',
  home: 'home page',
  end: '.',
};
