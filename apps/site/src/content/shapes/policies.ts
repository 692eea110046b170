/** The policy pages' headings, labels and buttons. */
export interface PolicyPageCopy {
  /**
   * Said under the title: nothing in English, the original; a translation says that the English
   * text prevails.
   */
  readonly translationNotice: string;
  /** The privacy policy's dates, under its title. */
  readonly dates: (effective: string, updated: string) => string;
  readonly contactTitle: string;
  /** The contact paragraph, around its e-mail address and phone number. */
  readonly contactBefore: (companyName: string) => string;
  readonly contactBetween: string;
  readonly contactAfter: string;
  readonly registrationTitle: string;
  readonly registration: {
    readonly legalName: string;
    readonly tradeLicence: string;
    readonly registeredAddress: string;
  };
  readonly requestDocs: string;
  readonly docsNote: string;
  /** The information security policy's line around its link to the disclosure policy. */
  readonly disclosureBefore: string;
  readonly disclosureAfter: string;
}

/** A titled block of a policy page: paragraphs, a list, or both. */
export interface PolicySection {
  readonly title: string;
  readonly paragraphs?: readonly string[];
  readonly items?: readonly string[];
}

/** A policy page's text (the legal information, the information security policy). */
export interface PolicyCopy {
  readonly sections: readonly PolicySection[];
}

/** The privacy policy: its text and its dates, printed in the page's language. */
export interface PrivacyCopy extends PolicyCopy {
  readonly effective: string;
  readonly updated: string;
}

/** The vulnerability disclosure policy: where to report, then its sections. */
export interface DisclosureCopy extends PolicyCopy {
  readonly reportTitle: string;
  /** The line around the security contact's e-mail address. */
  readonly reportBefore: string;
  readonly reportAfter: string;
}
