import { mkdir, readFile, readdir } from 'node:fs/promises';
import type { Incident } from '../incident';
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

  const openOf = async (kind: Incident['kind']) =>
    (await all()).find((found) => found.kind === kind && found.resolvedAt === null);

  /** Adds unless its id is kept, or it is open and one of its kind is (not a store outage). */
  const insert = (incident: Incident) =>
    engine.serialised('incidents', async () => {
      const kept = await all();
      const taken =
        kept.some((found) => found.id === incident.id) ||
        (incident.resolvedAt === null &&
          incident.kind !== 'store-down' &&
          kept.some((found) => found.kind === incident.kind && found.resolvedAt === null));
      if (taken) return null;
      await keep(incident);
      return incident;
    });

  return {
    open: (incident) => failing('open an incident', () => insert(incident)),
    resolve: (kind, at) =>
      failing('resolve an incident', () =>
        engine.serialised('incidents', async () => {
          const open = await openOf(kind);
          if (!open) return null;
          const resolved = { ...open, resolvedAt: at.toISOString() };
          await keep(resolved);
          return resolved;
        }),
      ),
    add: (incident) =>
      failing('keep an incident', async () => {
        await insert(incident);
      }),
    list: (openOnly = false) =>
      failing('read the incidents', async () =>
        (await all()).filter((found) => !openOnly || found.resolvedAt === null),
      ),
  };
}
