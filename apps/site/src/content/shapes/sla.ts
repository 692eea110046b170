/** The SLA page's headings, buttons and labels. */
export interface SlaPageCopy {
  readonly title: string;
  readonly lead: string;
  /**
   * Said under the title: nothing in English, the original; a translation says that the English
   * text prevails.
   */
  readonly translationNotice: string;
  readonly sectionsLabel: string;
  readonly emergencyTitle: string;
  /** Around the phone number: "Call {phone} now. …". */
  readonly emergencyBefore: string;
  readonly emergencyAfter: string;
  readonly print: string;
  readonly pricing: string;
  readonly rfi: string;
  readonly targetsCaption: string;
  readonly targetsNote: string;
  readonly prioritiesCaption: string;
  readonly rolesCaption: string;
  readonly escalationCaption: string;
  readonly columns: {
    readonly priority: string;
    readonly response: string;
    readonly resolution: string;
    readonly channel: string;
    readonly definition: string;
    readonly role: string;
    readonly duty: string;
    readonly level: string;
    readonly trigger: string;
    readonly contact: string;
  };
}

/** A row of the targets table: a priority's response and resolution times, and its channel. */
export interface SlaTarget {
  readonly priority: string;
  readonly response: string;
  readonly resolution: string;
  readonly channel: string;
}

/** What makes an incident a given priority. */
export interface PriorityDefinition {
  readonly priority: string;
  readonly definition: string;
}

/** A step of an incident's handling, in order. */
export interface LifecycleStep {
  readonly step: string;
  readonly text: string;
}

/** Who does what on the support team. */
export interface SlaRole {
  readonly role: string;
  readonly duty: string;
}

/** A level of the escalation matrix: who takes over, when, and how to reach them. */
export interface EscalationLevel {
  readonly level: string;
  readonly role: string;
  readonly trigger: string;
  readonly contact: string;
}
