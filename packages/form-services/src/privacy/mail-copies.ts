import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { remove } from '../store/files/durable';

/**
 * Removes the development copies of a lead's mails (`<mail dir>/<lead id>.<kind>.eml`, written
 * when no SMTP server is set); answers how many were removed.
 */
export async function removeMailCopies(
  mailDir: string,
  leadIds: readonly string[],
): Promise<number> {
  const names = await readdir(mailDir).catch(() => []);
  const doomed = names.filter((name) => leadIds.some((id) => name.startsWith(`${id}.`)));
  for (const name of doomed) await remove(join(mailDir, name));
  return doomed.length;
}
