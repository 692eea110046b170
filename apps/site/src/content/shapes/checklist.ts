/** The checklist page's headings, form labels and success view. */
export interface ChecklistPageCopy {
  readonly title: string;
  readonly insideTitle: string;
  readonly formTitle: string;
  /**
   * The PDF's language, said beside its link: nothing in English; the translations say that the
   * PDF is in English.
   */
  readonly pdfLanguage: string;
  readonly formLabel: string;
  readonly submit: string;
  readonly sending: string;
  readonly readyTitle: string;
  readonly download: string;
  readonly emailed: string;
}

/**
 * The IT AMC checklist: what a good annual maintenance contract covers. Rendered to PDF at build time.
 */
export interface ChecklistCopy {
  readonly title: string;
  readonly subtitle: string;
  readonly sections: readonly {
    readonly title: string;
    readonly items: readonly string[];
  }[];
  readonly footer: string;
}
