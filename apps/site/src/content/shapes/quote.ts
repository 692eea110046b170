/**
 * What follows a priced quote on /pricing: the chart, the notices, and the forms that send it.
 */
export interface QuoteFollowUpCopy {
  readonly chartTitle: string;
  readonly customQuote: {
    readonly title: string;
    readonly text: string;
  };
  readonly largeOffice: {
    readonly title: string;
    readonly text: string;
  };
  readonly request: {
    readonly title: string;
    readonly sent: string;
    readonly sentText: string;
    readonly name: string;
    readonly email: string;
    readonly notes: string;
    readonly sending: string;
    readonly submit: string;
  };
  readonly save: {
    readonly title: string;
    readonly sent: string;
    readonly lead: string;
    readonly name: string;
    readonly email: string;
    readonly sending: string;
    readonly submit: string;
  };
}

/** The printable quote and its PDF. */
export interface QuoteDocumentCopy {
  readonly show: string;
  readonly hide: string;
  readonly download: string;
  readonly preparing: string;
  readonly networkError: string;
  readonly pdfFailed: (email: string) => string;
  readonly fileName: (company: string) => string;
  readonly title: string;
  readonly issued: (date: string) => string;
  readonly disclaimer: string;
}
