import { createHash } from 'node:crypto';
import { open, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { flush, remove } from '../store/files/durable';
import type { LeadStore } from '../store/lead-store';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  countLead,
  matchesChecksum,
  noCounts,
  type ArchiveCounts,
  type ArchiveHeader,
  type ArchiveLine,
} from './archive-format';

/** What a backup wrote, and the leads it could not read (named, left out). */
export interface BackupReport {
  readonly counts: ArchiveCounts;
  readonly unreadable: readonly { readonly id: string; readonly problem: string }[];
}

/**
 * Where a backup is written until it is whole: beside its final name (a rename within one
 * folder is atomic), hidden, and replaced by the next run should a kill leave one.
 */
export const partialName = (file: string) => join(dirname(file), `.${basename(file)}.partial`);

/**
 * Writes every lead of the store with its attachment and deliveries, the erasure register and
 * the incidents to one archive at `file`, readable by its owner only. The store may be taking
 * leads meanwhile: each lead is read whole (a lead is kept in one write), and one kept after the
 * listing began may be left for the next backup. The archive is written under a temporary name,
 * flushed to the disk and renamed: `file` is a whole archive or is not there.
 */
export async function writeBackup(
  store: Pick<LeadStore, 'leads' | 'erasures' | 'incidents' | 'description'>,
  file: string,
  now: Date,
): Promise<BackupReport> {
  const partial = partialName(file);
  const handle = await open(partial, 'w', 0o600);
  const hash = createHash('sha256');
  const counts = noCounts();
  const unreadable: { id: string; problem: string }[] = [];
  const write = async (line: ArchiveHeader | ArchiveLine, hashed = true) => {
    const bytes = Buffer.from(`${JSON.stringify(line)}\n`);
    if (hashed) hash.update(bytes);
    await handle.write(bytes);
  };
  try {
    // A file left by a killed run keeps its mode through `open`: made private again.
    await handle.chmod(0o600);
    await write({
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: now.toISOString(),
      source: store.description,
    });
    for await (const entry of store.leads.list()) {
      if ('problem' in entry) {
        unreadable.push(entry);
        continue;
      }
      const bytes = await store.leads.attachment(entry.lead).catch(() => null);
      if (
        entry.lead.attachment &&
        (!bytes || !matchesChecksum(bytes, entry.lead.attachment.sha256))
      ) {
        // Erased since the listing, or a file damaged on the disk: not a lead to restore.
        unreadable.push({ id: entry.lead.id, problem: 'its attachment is missing or altered' });
        continue;
      }
      await write({ ...entry, attachment: bytes ? bytes.toString('base64') : null });
      countLead(counts, entry);
    }
    for (const erasure of await store.erasures.list()) {
      await write({ erasure });
      counts.erasures += 1;
    }
    const incidents = await store.incidents.list();
    await write({ incidents });
    counts.incidents = incidents.length;
    await write({ manifest: { ...counts, sha256: hash.digest('hex') } }, false);
    await handle.sync();
    await handle.close();
    await rename(partial, file);
  } catch (error) {
    await handle.close().catch(() => undefined);
    await remove(partial);
    throw error;
  }
  await flush(dirname(file));
  return { counts, unreadable };
}
