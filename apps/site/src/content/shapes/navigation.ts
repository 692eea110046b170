/**
 * The side navigation's own words: its links and groups (the services are named by their `navLabel`).
 */
export interface NavLabelsCopy {
  readonly home: string;
  readonly about: string;
  readonly support: string;
  readonly security: string;
  readonly services: string;
  readonly packages: string;
  readonly onDemand: string;
  readonly pricing: string;
  readonly careers: string;
}
