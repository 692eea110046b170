import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Incident, IncidentKind, LeadStore } from '../store/lead-store';
import type { WaitingLeads } from '../store/roles/queue';
import type { AlertOutbox } from './alert-outbox';

/** An open incident as `/healthz` shows it: its kind and start, no reference. */
export interface OpenIncident {
  readonly kind: IncidentKind;
  readonly startedAt: string;
}

/** What the watch is given. */
export interface IncidentWatchOptions {
  readonly store: Pick<LeadStore, 'ping' | 'incidents'> & {
    readonly queue: Pick<LeadStore['queue'], 'waiting'>;
  };
  readonly alerts: AlertOutbox;
  /** Company mails or webhooks pending longer than this are an incident. */
  readonly afterMinutes: number;
  readonly everyMs: number;
  /** This server, as a store outage's alert names it. */
  readonly server: string;
  readonly log: Pick<FastifyBaseLogger, 'warn'>;
  readonly now: () => Date;
}

/**
 * Watches for incidents on one server, every `everyMs` and at once when the mail server refuses
 * the login or the sender. Incidents of the shared queue are opened and resolved through the
 * store, so whichever server gets there first alerts, once, and a restart finds them open. A
 * store that does not answer cannot be shared: each server alerts its own outage, keeps it in
 * memory and records it in the store once the store answers.
 */
export function watchIncidents(options: IncidentWatchOptions) {
  const { store, alerts, log, now } = options;
  const afterMs = options.afterMinutes * 60_000;
  let refusal: string | null = null;
  /** Why this server gave up a scan, while clamd has not answered since; `null` when it has. */
  let scanDown: string | null = null;
  /** A scan answered since the last check: an open scan incident is over. */
  let answeredSince = false;
  let down: Incident | null = null;
  /** The incidents' alerts this server is posting, by incident and event, until taken. */
  const posting = new Set<string>();
  /** How long a claim on an incident's alert lasts: renewed by every check of its server. */
  const alertLeaseMs = 3 * options.everyMs;
  /** Store outages resolved and alerted, not yet recorded (the store failed again). */
  const unrecorded: Incident[] = [];
  let open: readonly OpenIncident[] = [];
  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const incident = (kind: IncidentKind, at: Date, cause: string, tally?: WaitingLeads) => ({
    id: randomUUID(),
    kind,
    startedAt: at.toISOString(),
    resolvedAt: null,
    cause,
    leads: tally?.leads ?? 0,
    oldestReference: tally?.oldest?.reference ?? null,
    server: kind === 'store-down' ? options.server : null,
  });

  /** Opens the kind's incident when it starts, resolves it when it is over; one alert each. */
  async function settle(
    kind: IncidentKind,
    kept: readonly Incident[],
    at: Date,
    state: { starts: boolean; over: boolean; cause: string; tally: WaitingLeads },
  ): Promise<void> {
    const current = kept.find((found) => found.kind === kind);
    // Each alert is noted due in the store with the change, and posted by postDue.
    if (!current && state.starts)
      await store.incidents.open(incident(kind, at, state.cause, state.tally));
    else if (current && state.over) await store.incidents.resolve(kind, at);
  }

  /**
   * Posts the alerts due that this server claims: its own incidents' just opened or resolved,
   * and any a server that died (or this one, before a restart) left unposted; each noted in the
   * store once the receiver took it, so one alert goes out in all.
   */
  async function postDue(at: Date): Promise<void> {
    const due = await store.incidents.alertsDue(
      options.server,
      at,
      new Date(at.getTime() + alertLeaseMs),
    );
    for (const alert of due) {
      const key = `${alert.incident.id}.${alert.event}`;
      if (posting.has(key)) continue;
      posting.add(key);
      alerts.send(alert, async () => {
        try {
          await store.incidents.alertTaken(alert.incident.id, alert.event);
        } finally {
          posting.delete(key);
        }
      });
    }
  }

  async function check(): Promise<void> {
    const at = now();
    try {
      await store.ping();
    } catch (error) {
      if (!down) {
        down = incident('store-down', at, error instanceof Error ? error.message : String(error));
        alerts.send({ event: 'opened', incident: down });
      }
      open = [{ kind: 'store-down', startedAt: down.startedAt }];
      return;
    }
    if (down) {
      const resolved = { ...down, resolvedAt: at.toISOString() };
      down = null;
      alerts.send({ event: 'resolved', incident: resolved });
      unrecorded.push(resolved);
    }
    while (unrecorded[0]) {
      await store.incidents.add(unrecorded[0]);
      unrecorded.shift();
    }
    const waiting = await store.queue.waiting(new Date(at.getTime() - afterMs));
    const kept = await store.incidents.list(true);
    const oldest = waiting.pending.oldest;
    await settle('deliveries-waiting', kept, at, {
      // A refusal met by a visitor's mail alone waits for a company mail's: it comes next.
      starts: oldest !== null && (refusal !== null || oldest.since < at.getTime() - afterMs),
      over: waiting.pending.leads === 0,
      cause: refusal ?? `waiting longer than ${options.afterMinutes} minutes`,
      tally: waiting.pending,
    });
    refusal = null;
    // Only a server that scanned says how the scanner is: the others leave the incident be.
    const answered = answeredSince;
    answeredSince = false;
    await settle('scan-down', kept, at, {
      starts: scanDown !== null,
      over: answered && scanDown === null,
      cause: scanDown ?? '',
      tally: { leads: 0, oldest: null },
    });
    await settle('delivery-failed', kept, at, {
      starts: waiting.failed.leads > 0,
      over: waiting.failed.leads === 0,
      cause: 'failed for good: pnpm leads failed lists them, pnpm leads resend sends one again',
      tally: waiting.failed,
    });
    await postDue(at);
    open = (await store.incidents.list(true)).map(({ kind, startedAt }) => ({ kind, startedAt }));
  }

  /**
   * Checks once the check running (if any) ends, one queued at most: calls meanwhile share it.
   * Then again `everyMs` after the last check ends. Resolves when the check is done.
   */
  function checkNow(): Promise<void> {
    if (stopped) return running;
    queued ??= running
      .then(() => {
        queued = null;
        clearTimeout(timer);
        return check();
      })
      .catch((error: unknown) => log.warn({ err: error }, 'could not check for incidents'))
      .finally(() => {
        if (!stopped && !queued) timer = setTimeout(() => void checkNow(), options.everyMs).unref();
      });
    running = queued;
    return queued;
  }

  return {
    /** Starts watching: a check now, and every `everyMs` after. */
    start: (): void => void checkNow(),
    /** Checks now (after the check running); resolves when it is done. */
    check: checkNow,
    /** The mail server refused the login or the sender: an incident now, not in minutes. */
    refused: (reason: string): void => {
      refusal = reason;
      void checkNow();
    },
    /**
     * A scan was given up (FORMS_SCAN_GIVE_UP_MINUTES) as clamd did not answer, and the mails
     * went out not scanned: an incident now, open until a scan answers again.
     */
    scanGaveUp: (reason: string): void => {
      const first = scanDown === null;
      scanDown = reason;
      if (first) void checkNow();
    },
    /** clamd answered a scan (clean or infected): a scan incident is over. */
    scanAnswered: (): void => {
      const was = scanDown !== null || open.some(({ kind }) => kind === 'scan-down');
      scanDown = null;
      answeredSince = true;
      if (was) void checkNow();
    },
    /** The open incidents as the last check saw them, for `/healthz`. */
    get open(): readonly OpenIncident[] {
      return open;
    },
    /** Stops watching once the check running ends. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type IncidentWatch = ReturnType<typeof watchIncidents>;
