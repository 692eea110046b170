import { createContext, useContext, type ReactNode } from 'react';

/**
 * The words the components say themselves (hidden hints, control names, landmark names), so that
 * an app in another language can give its own. A component's own prop, where it has one, wins.
 */
export interface UiLabels {
  /** Read after a link that opens in a new tab. */
  readonly newTab: string;
  /** Read after a required field's label (with its leading space). */
  readonly required: string;
  /** A dialog's close control. */
  readonly close: string;
  /** A toast's close control. */
  readonly dismiss: string;
  /** The toaster's region. */
  readonly notifications: string;
  /** A comparison table's tick and dash. */
  readonly included: string;
  readonly notIncluded: string;
  /** A testimonial's five stars. */
  readonly rating: string;
  /** Between a testimonial author's position and company. */
  readonly separator: string;
  /** A busy button's text. */
  readonly sending: string;
  /** The app shell's menu button, its drawer's close button, the drawer, and the side panel. */
  readonly openMenu: string;
  readonly closeMenu: string;
  readonly menu: string;
  readonly siteNavigation: string;
  /** The side navigation's landmark. */
  readonly mainNavigation: string;
  /** The floating chat button's landmark and link. */
  readonly chat: string;
  readonly chatLink: string;
  /** The footer's navigation landmark. */
  readonly footer: string;
  /** The in-page navigation's landmark. */
  readonly onThisPage: string;
  /** A comparison table's first column. */
  readonly feature: string;
  /** A featured package's badge. */
  readonly featured: string;
  /** A package's price period. */
  readonly perMonth: string;
}

/** The components' own words, in English. */
export const DEFAULT_UI_LABELS: UiLabels = {
  newTab: '(opens in a new tab)',
  required: ' (required)',
  close: 'Close',
  dismiss: 'Dismiss notification',
  notifications: 'Notifications',
  included: 'Included',
  notIncluded: 'Not included',
  rating: 'Rated 5 out of 5',
  separator: ', ',
  sending: 'Sending...',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  siteNavigation: 'Site navigation',
  mainNavigation: 'Main',
  chat: 'Chat',
  chatLink: 'Chat with us (opens in a new tab)',
  footer: 'Footer',
  onThisPage: 'On this page',
  feature: 'Feature',
  featured: 'Most popular',
  perMonth: '/month',
};

const LabelsContext = createContext<UiLabels>(DEFAULT_UI_LABELS);

/** Gives the components inside the app's words for what they say themselves. */
export function LabelsProvider({ labels, children }: { labels: UiLabels; children: ReactNode }) {
  return <LabelsContext.Provider value={labels}>{children}</LabelsContext.Provider>;
}

/** The words the components inside say themselves (English unless a `LabelsProvider` gives others). */
export function useUiLabels(): UiLabels {
  return useContext(LabelsContext);
}
