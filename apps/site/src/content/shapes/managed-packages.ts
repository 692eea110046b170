/**
 * The managed packages below the calculator: a module of its own, loaded with them after the page.
 */
export interface ManagedPackagesCopy {
  readonly title: string;
  readonly period: string;
  /** A package's most users, under its price. */
  readonly cap: (users: number) => string;
}
