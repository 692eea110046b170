import { opendir, readdir, stat } from 'node:fs/promises';
import { INCOMING_PREFIX, remove } from './durable';
import {
  FAILED_DIR,
  LAYOUT_FILE,
  LEAD_SUFFIX,
  PENDING_DIR,
  RECORD_SUFFIX,
  exists,
  type Outbox,
} from './layout';
import { HOLDER_FILE } from './outbox-lock';

/** Temporary files younger than this may still be in the middle of a write. */
const SWEEP_AFTER_MS = 3_600_000;

/**
 * Removes what a crash left, at start: a lead whose write was cut before its lead file (its
 * pending and failed marks, record and attachment: the visitor was never answered, or the
 * restore was cut), and temporary files and
 * orphaned attachments older than an hour. Answers how many it removed.
 */
export async function sweep(outbox: Outbox, now: Date): Promise<number> {
  let removed = 0;
  for (const id of await readdir(outbox.path(PENDING_DIR))) {
    if (await exists(outbox.leadPath(id))) continue;
    for (const name of await readdir(outbox.dir))
      if (name.startsWith(`${id}.`)) await remove(outbox.path(name));
    await remove(outbox.pendingPath(id));
    removed += 1;
  }
  for (const name of await readdir(outbox.path(FAILED_DIR))) {
    const lead = name.slice(0, name.lastIndexOf('.'));
    if (!name.startsWith('.') && !(await exists(outbox.leadPath(lead))))
      await remove(outbox.path(FAILED_DIR, name));
  }
  for await (const entry of await opendir(outbox.dir)) {
    const name = entry.name;
    // A record or an attachment whose lead file is missing (a cut write, an erased lead).
    const leadOf = name.endsWith(RECORD_SUFFIX)
      ? name.slice(0, -RECORD_SUFFIX.length)
      : name.slice(0, name.lastIndexOf('.'));
    const orphan =
      name.startsWith(INCOMING_PREFIX) ||
      (entry.isFile() &&
        (!name.endsWith(LEAD_SUFFIX) || name.endsWith(RECORD_SUFFIX)) &&
        !name.startsWith('.') &&
        name !== LAYOUT_FILE &&
        name !== HOLDER_FILE &&
        !(await exists(outbox.leadPath(leadOf))));
    if (!orphan) continue;
    const info = await stat(outbox.path(name)).catch(() => null);
    if (info && now.getTime() - info.mtimeMs > SWEEP_AFTER_MS) {
      await remove(outbox.path(name));
      removed += 1;
    }
  }
  return removed;
}
