import type { DueAlert, Incident, IncidentKind } from '../incident';

/**
 * The incidents, kept where every server and every restart sees them, so that one outage is
 * one incident and one alert, whichever server saw it first.
 */
export interface Incidents {
  /**
   * Opens the incident unless one of its kind is open (another server's, or from before a
   * restart): the opened incident, or `null` when it was open already.
   */
  readonly open: (incident: Incident) => Promise<Incident | null>;

  /** Resolves the open incident of a kind at `at`: the resolved incident, or `null` if none was open. */
  readonly resolve: (kind: IncidentKind, at: Date) => Promise<Incident | null>;

  /**
   * Keeps an incident as it is, resolved or not, unless its id is kept or, open, one of its kind
   * is open: a store outage recorded once the store answers, or a restored one.
   */
  readonly add: (incident: Incident) => Promise<void>;

  /**
   * The alerts of incidents opened or resolved (by `open` and `resolve`) and not yet noted as
   * taken, claimed for `server` until `until`: those no other server's claim holds past `now`
   * (a server that died before its alert was taken leaves it to the next), its own renewed.
   */
  readonly alertsDue: (server: string, now: Date, until: Date) => Promise<DueAlert[]>;

  /** Notes that the receiver took an incident's alert: it is due no more. */
  readonly alertTaken: (id: string, event: DueAlert['event']) => Promise<void>;

  /** The incidents, oldest first; only the open ones with `openOnly`. */
  readonly list: (openOnly?: boolean) => Promise<Incident[]>;
}
