/** The about page's copy. */
export interface AboutCopy {
  readonly headings: {
    readonly whoWeAre: string;
    readonly locations: string;
    readonly missionVision: string;
    readonly mission: string;
    readonly vision: string;
    readonly values: string;
    readonly cta: string;
  };
  readonly actions: {
    readonly consultation: string;
    readonly services: string;
  };
  readonly title: string;
  readonly lead: string;
  readonly whoWeAre: string;
  readonly credentials: readonly string[];
  /** The offices, each with what is done there. */
  readonly locations: readonly {
    readonly name: string;
    readonly role: string;
  }[];
  readonly mission: string;
  readonly vision: string;
  readonly values: readonly {
    readonly title: string;
    readonly description: string;
  }[];
}
