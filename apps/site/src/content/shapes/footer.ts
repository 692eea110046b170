/** The footer's words: its columns' titles and links, and its lines under them. */
export interface FooterCopy {
  readonly columns: {
    readonly services: string;
    readonly resources: string;
    readonly company: string;
    readonly legal: string;
  };
  /** Link labels other than the services' own side-navigation labels. */
  readonly links: {
    readonly amc: string;
    readonly helpdesk: string;
    readonly pricing: string;
    readonly sla: string;
    readonly rfi: string;
    readonly checklist: string;
    readonly clientLogin: string;
    readonly about: string;
    readonly careers: string;
    readonly contact: string;
    readonly legal: string;
    readonly privacy: string;
    readonly infosec: string;
  };
  readonly linkedIn: string;
  readonly partnersLabel: string;
  /** The office line, with the opening hours from the site configuration. */
  readonly officeHours: (opens: string, closes: string) => string;
  readonly cookieSettings: string;
}
