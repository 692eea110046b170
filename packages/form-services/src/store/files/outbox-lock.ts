import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_FILE, remove } from './durable';

/** The file that says which process holds the outbox. */
export const LOCK_FILE = 'server.lock';
/** Outboxes held by this process (a test may run several servers in one process). */
const heldHere = new Set<string>();

/** Thrown when another running server holds the outbox. */
export class OutboxHeldError extends Error {
  override readonly name = 'OutboxHeldError';
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`The outbox ${dir} is held by a running server (process ${pid}).`);
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The process holding the outbox, or `null`: a lock left by a process that is gone (killed with
 * kill -9) holds nothing.
 */
export async function outboxHolder(dir: string): Promise<number | null> {
  const pid = Number(await readFile(join(dir, LOCK_FILE), 'utf8').catch(() => ''));
  if (!Number.isInteger(pid) || pid <= 0) return null;
  if (pid === process.pid) return heldHere.has(dir) ? pid : null;
  return isRunning(pid) ? pid : null;
}

/**
 * Takes the outbox for this process, so that two servers never deliver from one outbox (a
 * pending mail would go out twice); resolves with the function that lets it go.
 */
export async function holdOutbox(dir: string): Promise<() => Promise<void>> {
  const path = join(dir, LOCK_FILE);
  for (;;) {
    try {
      await writeFile(path, `${process.pid}\n`, { flag: 'wx', mode: PRIVATE_FILE });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await outboxHolder(dir);
      if (holder !== null) throw new OutboxHeldError(dir, holder);
      await remove(path);
    }
  }
  heldHere.add(dir);
  return async () => {
    heldHere.delete(dir);
    await remove(path);
  };
}
