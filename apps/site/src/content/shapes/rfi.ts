/** The RFI/RFP page's words: its form's labels and hints, and its success view. */
export interface RfiPageCopy {
  readonly title: string;
  readonly lead: string;
  readonly formLabel: string;
  readonly fields: {
    readonly notes: string;
    readonly file: string;
    readonly fileHint: string;
  };
  readonly uploading: string;
  readonly submit: string;
  readonly sending: string;
  readonly emailInstead: string;
  /** The subject of the e-mail "Email Instead" opens. */
  readonly emailSubject: string;
  readonly sentTitle: string;
  readonly sentText: string;
}
