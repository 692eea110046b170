/**
 * The careers page's headings, buttons, and the application popup's labels and success view.
 */
export interface CareersPageCopy {
  readonly title: string;
  readonly submitCv: string;
  readonly whyTitle: string;
  readonly positionsTitle: string;
  readonly fullTime: string;
  readonly applyNow: string;
  /** The apply button's accessible name, naming its position. */
  readonly applyNowLabel: (position: string) => string;
  readonly openTitle: string;
  readonly openLead: string;
  /** Around the e-mail address: "Prefer email? Send your CV to {email}." */
  readonly emailBefore: string;
  readonly emailAfter: string;
  /** The subject of the e-mail that link opens. */
  readonly emailSubject: string;
  readonly lookForTitle: string;
  readonly whereTitle: string;
  readonly remoteNote: string;
  readonly dialogTitle: string;
  /** The popup's close button. */
  readonly close: string;
  readonly sentTitle: string;
  readonly sentText: string;
  readonly formLabel: string;
  readonly fields: {
    readonly name: string;
    readonly position: string;
    readonly coverLetter: string;
    readonly portfolioUrl: string;
    readonly portfolioHint: string;
  };
  readonly cancel: string;
  readonly submit: string;
  readonly sending: string;
}

/** What the careers page offers: its lead, benefits, open positions and offices. */
export interface CareersCopy {
  readonly lead: string;
  readonly benefits: readonly string[];
  readonly positions: readonly {
    readonly title: string;
    readonly location: string;
    readonly requirements: readonly string[];
  }[];
  readonly openApplicationTags: readonly string[];
  readonly lookFor: readonly string[];
  readonly offices: readonly string[];
}
