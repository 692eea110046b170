/** The free IT assessment dialog (loaded with it). */
export interface AssessmentCopy {
  readonly title: string;
  /** The title when the request is about a service (from its page or card). */
  readonly titleAbout: (service: string) => string;
  readonly thanks: string;
  readonly submitted: string;
  /** The sentence around the phone link and the mail link. */
  readonly immediate: {
    readonly call: string;
    readonly email: string;
    readonly end: string;
  };
  readonly workEmail: string;
  readonly message: string;
  readonly cancel: string;
  readonly sending: string;
  readonly submit: string;
}
