import type { UiLabels } from '@acme/ui';
import type { PageErrorCopy, ShellCopy } from '../shapes/shell';

export const SHELL: ShellCopy = {
  skipLink: 'Skip to content',
  networkError: 'Network error. Please try again.',
  tryAgain: 'Try again',
};

/** The chat button's name (its own export: it loads with the button, after the page). */
export const CHAT_LABEL: string = 'Chat with us on WhatsApp (opens in a new tab)';

/**
 * What the `@acme/ui` components say themselves (hidden hints, control and landmark names): in
 * English, their own words, so none is given (each component then carries only its own).
 */
export const UI_LABELS: Partial<UiLabels> = {};

export const PAGE_ERROR: PageErrorCopy = {
  title: 'This page could not be loaded',
  updated: 'The site may have been updated while this page was open. ',
  reload: 'Load it again',
  or: ', or go to the ',
  home: 'home page',
  end: '.',
};
