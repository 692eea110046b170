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

/**
 * The app's words, where it gives them. Each component says its own English otherwise, so that it
 * carries only its own words, not every component's.
 */
const LabelsContext = createContext<Partial<UiLabels>>({});

/** Gives the components inside the app's words for what they say themselves. */
export function LabelsProvider({
  labels,
  children,
}: {
  labels: Partial<UiLabels>;
  children: ReactNode;
}) {
  return <LabelsContext.Provider value={labels}>{children}</LabelsContext.Provider>;
}

/** The words the app gives the components inside (each says its own English for the rest). */
export function useUiLabels(): Partial<UiLabels> {
  return useContext(LabelsContext);
}
