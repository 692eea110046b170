import { randomUUID } from 'node:crypto';
import { link, open, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Lead files hold personal data: readable and writable by the server's user only. */
export const PRIVATE_FILE = 0o600;
/** Temporary files start with this; whatever a crash leaves of them is swept at start. */
export const INCOMING_PREFIX = '.incoming-';

/** Removes a file that may already be gone. */
export const remove = (path: string): Promise<void> =>
  unlink(path).then(
    () => undefined,
    () => undefined,
  );

/**
 * Flushes a file's or a folder's data to the disk. A folder is flushed after a name is added to
 * it: without that, a power cut can lose the name even though the file's bytes were written.
 */
export async function flush(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes a whole file durably: under a temporary name in the same folder, flushed, then put in
 * place by `place` (`link` never replaces an existing file, `rename` does), and the folder
 * flushed, so the file is there whole or not at all, through a kill or a power cut.
 */
export async function writeDurably(
  final: string,
  data: string | Uint8Array,
  place: 'create' | 'replace',
): Promise<void> {
  const folder = dirname(final);
  const temporary = join(folder, `${INCOMING_PREFIX}${randomUUID()}`);
  try {
    const handle = await open(temporary, 'wx', PRIVATE_FILE);
    try {
      await writeFile(handle, data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (place === 'create') {
      await link(temporary, final);
      await unlink(temporary);
    } else await rename(temporary, final);
  } catch (error) {
    await remove(temporary);
    throw error;
  }
  await flush(folder);
}
