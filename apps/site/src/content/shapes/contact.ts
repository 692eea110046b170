/**
 * The contact page's words: how to reach the company, and its form's labels and success view.
 */
export interface ContactPageCopy {
  readonly title: string;
  readonly lead: string;
  readonly reachTitle: string;
  readonly phoneTitle: string;
  /** After the phone number. */
  readonly phoneNote: string;
  readonly emailTitle: string;
  /** After the e-mail address. */
  readonly emailNote: string;
  readonly officesTitle: string;
  readonly offices: string;
  readonly hoursTitle: string;
  readonly hours: string;
  readonly formTitle: string;
  readonly formLabel: string;
  readonly fields: {
    readonly subject: string;
    readonly message: string;
  };
  readonly submit: string;
  readonly sending: string;
  readonly sentTitle: string;
  readonly sentText: string;
}
