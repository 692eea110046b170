import { mkdir, opendir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** `<id>.json`: the lead itself, written last (the commit of a new lead). */
export const LEAD_SUFFIX = '.json';
/** `<id>.delivery.json`: where each of the lead's deliveries stands. */
export const RECORD_SUFFIX = '.delivery.json';
/** The command line's requests to send a lead's failed mails again, one empty file a lead. */
export const REQUEUE_DIR = 'requeue';
/** One empty file for each lead with a mail still to send: all a start reads. */
export const PENDING_DIR = 'pending';
/** `failed/<id>.<kind>`: one empty file for each failed delivery, for the queue's figures. */
export const FAILED_DIR = 'failed';
/** `references/<reference>`: which lead holds a reference, for the repeat check. */
export const REFERENCES_DIR = 'references';
/** `jobs/<job>-<day>`: a once-a-day job done (the digest), so a restart does not do it again. */
export const JOBS_DIR = 'jobs';
/** `erasures/<hash>`: the erasure register, a keyed hash of each erased address. */
export const ERASURES_DIR = 'erasures';
/** `incidents/<id>.json`: alerts' incidents, each one file, rewritten when it is resolved. */
export const INCIDENTS_DIR = 'incidents';
/** Written once the outbox has the folders above; one without it is migrated at start. */
export const LAYOUT_FILE = 'layout';
export const LAYOUT = '2\n';

export const isLeadFile = (name: string) =>
  name.endsWith(LEAD_SUFFIX) && !name.endsWith(RECORD_SUFFIX) && !name.startsWith('.');
export const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
export const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * A time as lead ids start with it (`2026-03-02T08-00-00-000Z…`), so the names alone say when
 * each lead was received and sort in that order.
 */
export const timeInNames = (time: Date) => time.toISOString().replace(/[:.]/g, '-');

/** The names of one outbox's files. */
export interface Outbox {
  readonly dir: string;
  readonly path: (...names: string[]) => string;
  readonly leadPath: (id: string) => string;
  readonly recordPath: (id: string) => string;
  readonly pendingPath: (id: string) => string;
  readonly requestPath: (id: string) => string;
  readonly referencePath: (reference: string) => string;
}

export function outboxAt(dir: string): Outbox {
  const path = (...names: string[]) => join(dir, ...names);
  return {
    dir,
    path,
    leadPath: (id) => path(`${id}${LEAD_SUFFIX}`),
    recordPath: (id) => path(`${id}${RECORD_SUFFIX}`),
    pendingPath: (id) => path(PENDING_DIR, id),
    requestPath: (id) => path(REQUEUE_DIR, id),
    referencePath: (reference) => path(REFERENCES_DIR, reference),
  };
}

/** Every lead id, oldest first: only names are held, never every lead at once. */
export async function leadIds(dir: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const entry of await opendir(dir, { bufferSize: 256 }))
    if (entry.isFile() && isLeadFile(entry.name))
      ids.push(entry.name.slice(0, -LEAD_SUFFIX.length));
  return ids.sort();
}

/** Makes the outbox's folders (at start, and again if someone removed the folder). */
export async function makeFolders(outbox: Outbox): Promise<void> {
  for (const name of [REQUEUE_DIR, PENDING_DIR, FAILED_DIR, REFERENCES_DIR])
    await mkdir(outbox.path(name), { recursive: true, mode: 0o700 });
}
