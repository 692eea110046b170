/** The small-business page's headings, buttons and labels. */
export interface SmbPageCopy {
  readonly badge: string;
  readonly title: string;
  readonly lead: string;
  readonly assessment: string;
  readonly estimate: string;
  readonly kitsTitle: string;
  /** A kit card's description: its subtitle and its price from. */
  readonly kitDescription: (subtitle: string, price: number) => string;
  readonly managedTitle: string;
  /** After a plan card's price. */
  readonly period: string;
  readonly featuredLabel: string;
  readonly onDemandTitle: string;
  readonly bookSupport: string;
  readonly compareTitle: string;
  readonly compareCaption: string;
  readonly featureLabel: string;
  readonly rows: {
    readonly price: string;
    readonly users: string;
    readonly remote: string;
    readonly visits: string;
    readonly servers: string;
  };
  readonly notesTitle: string;
}

/** The link to the small-business page from the pages a buyer compares on. */
export interface SmbLinkCopy {
  readonly question: string;
  readonly link: string;
  readonly end: string;
}

/** A small-business plan's words (its prices and service levels are in `catalogue/smb-packages`). */
export interface SmbPackageCopy {
  readonly price: string;
  readonly cap: string;
  readonly lines: readonly string[];
  readonly addOns: readonly string[];
  /** Its response time and visits, for the comparison table. */
  readonly remote: string;
  readonly visits: string;
  /** Its included servers, for the comparison table; `false` when none. */
  readonly servers: string | false;
}

/** An add-on kit's card. */
export interface SmbKitCopy {
  readonly title: string;
  readonly subtitle: string;
  readonly bullets: readonly string[];
}
