import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import type { DueAlert, Incident } from '../incident';
import type { Incidents } from '../roles/incidents';
import { writeDurably } from './durable';
import type { FileEngine } from './engine';
import { asFileText, parseIncidentFile } from './file-format';
import { INCIDENTS_DIR, isMissing } from './layout';

/**
 * The incidents on files: one JSON file each in `incidents/`. One server writes them (it holds
 * the outbox), its writes taken in turn, so "open unless one is open" needs no lock between
 * processes; there are few, so each call reads them all.
 */
export function fileIncidents(engine: FileEngine): Incidents {
  const { outbox, failing } = engine;
  const pathOf = (id: string) => outbox.path(INCIDENTS_DIR, `${id}.json`);

  async function all(): Promise<Incident[]> {
    const names = await readdir(outbox.path(INCIDENTS_DIR)).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    const incidents: Incident[] = [];
    for (const name of names.filter((found) => found.endsWith('.json')))
      incidents.push(parseIncidentFile(await readFile(outbox.path(INCIDENTS_DIR, name), 'utf8')));
    return incidents.sort(
      (a, b) => a.startedAt.localeCompare(b.startedAt) || a.id.localeCompare(b.id),
    );
  }

  async function keep(incident: Incident): Promise<void> {
    await mkdir(outbox.path(INCIDENTS_DIR), { recursive: true, mode: 0o700 });
    await writeDurably(pathOf(incident.id), asFileText(incident), 'replace');
  }

  /** An incident's alerts still due, and who claimed them until when: `<id>.alert` beside it. */
  interface AlertsDue {
    opened: boolean;
    resolved: boolean;
    claimedBy: string | null;
    claimedUntil: string | null;
  }
  const alertPath = (id: string) => outbox.path(INCIDENTS_DIR, `${id}.alert`);
  const alertsOf = async (id: string): Promise<AlertsDue | null> =>
    readFile(alertPath(id), 'utf8').then(
      (text) => JSON.parse(text) as AlertsDue,
      (error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      },
    );
  async function keepAlerts(id: string, due: AlertsDue): Promise<void> {
    await mkdir(outbox.path(INCIDENTS_DIR), { recursive: true, mode: 0o700 });
    if (due.opened || due.resolved)
      await writeDurably(alertPath(id), `${JSON.stringify(due)}\n`, 'replace');
    else await rm(alertPath(id), { force: true });
  }

  const openOf = async (kind: Incident['kind']) =>
    (await all()).find((found) => found.kind === kind && found.resolvedAt === null);

  /** Adds unless its id is kept, or it is open and one of its kind is (not a store outage). */
  const insert = (incident: Incident, alertDue = false) =>
    engine.serialised('incidents', async () => {
      const kept = await all();
      const taken =
        kept.some((found) => found.id === incident.id) ||
        (incident.resolvedAt === null &&
          incident.kind !== 'store-down' &&
          kept.some((found) => found.kind === incident.kind && found.resolvedAt === null));
      if (taken) return null;
      // The alert is noted due first: a crash in between leaves it due for an incident not kept.
      if (alertDue)
        await keepAlerts(incident.id, {
          opened: true,
          resolved: false,
          claimedBy: null,
          claimedUntil: null,
        });
      await keep(incident);
      return incident;
    });

  return {
    open: (incident) => failing('open an incident', () => insert(incident, true)),
    resolve: (kind, at) =>
      failing('resolve an incident', () =>
        engine.serialised('incidents', async () => {
          const open = await openOf(kind);
          if (!open) return null;
          const resolved = { ...open, resolvedAt: at.toISOString() };
          const due = await alertsOf(open.id);
          await keepAlerts(open.id, {
            opened: due?.opened ?? false,
            resolved: true,
            claimedBy: due?.claimedBy ?? null,
            claimedUntil: due?.claimedUntil ?? null,
          });
          await keep(resolved);
          return resolved;
        }),
      ),
    add: (incident) =>
      failing('keep an incident', async () => {
        await insert(incident);
      }),
    alertsDue: (server, now, until) =>
      failing('claim the alerts due', () =>
        engine.serialised('incidents', async () => {
          const alerts: DueAlert[] = [];
          for (const incident of await all()) {
            const due = await alertsOf(incident.id);
            if (!due) continue;
            const free =
              due.claimedUntil === null ||
              Date.parse(due.claimedUntil) <= now.getTime() ||
              due.claimedBy === server;
            if (!free) continue;
            await keepAlerts(incident.id, {
              ...due,
              claimedBy: server,
              claimedUntil: until.toISOString(),
            });
            if (due.opened) alerts.push({ event: 'opened', incident });
            if (due.resolved) alerts.push({ event: 'resolved', incident });
          }
          return alerts;
        }),
      ),
    alertTaken: (id, event) =>
      failing('note an alert taken', () =>
        engine.serialised('incidents', async () => {
          const due = await alertsOf(id);
          if (!due) return;
          const left = { ...due, [event]: false };
          await keepAlerts(
            id,
            left.opened || left.resolved ? left : { ...left, claimedBy: null, claimedUntil: null },
          );
        }),
      ),
    list: (openOnly = false) =>
      failing('read the incidents', async () =>
        (await all()).filter((found) => !openOnly || found.resolvedAt === null),
      ),
  };
}
