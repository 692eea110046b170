import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { lock } from 'proper-lockfile';
import { PRIVATE_FILE, remove } from './durable';

/**
 * The lock itself: a folder made with `mkdir` (atomic on local and network disks alike) whose
 * time its holder renews. A holder that dies, however it dies and in whichever container, stops
 * renewing it, so the lock cannot outlive it by more than its lease.
 */
export const LEASE_DIR = 'server.lease';
/**
 * Who holds the outbox, in words, for the refusal of the next one. Before the lease, this file
 * alone was the lock: a process id, which a killed container's successor could not judge.
 */
export const HOLDER_FILE = 'server.lock';
/** How long the lock outlives a holder that died, unless `FORMS_OUTBOX_LEASE_MS` says. */
export const DEFAULT_OUTBOX_LEASE_MS = 10_000;

/** An earlier version's lock: the holder's process id alone. */
const PROCESS_ID_LOCK = /^\s*(\d+)\s*$/;

/** Thrown when a living process (another server, `pnpm leads import`) holds the outbox. */
export class OutboxHeldError extends Error {
  override readonly name = 'OutboxHeldError';
  constructor(
    readonly dir: string,
    readonly holder: string,
  ) {
    super(`The outbox ${dir} is held by ${holder}.`);
  }
}

/** Holds an outbox until `letGo`; `found` says what taking it met, for the log (often nothing). */
export interface OutboxHold {
  readonly found: string | null;
  readonly letGo: () => Promise<void>;
}

const holderOf = async (dir: string) =>
  (await readFile(join(dir, HOLDER_FILE), 'utf8').catch(() => '')).trim();

/** When the lease was last renewed, or `null` once it is gone (let go meanwhile). */
const renewedAt = async (dir: string) =>
  (await stat(join(dir, LEASE_DIR)).catch(() => null))?.mtimeMs ?? null;

/**
 * The lease, once no living process holds it. A held lease is watched: renewed, its holder lives
 * and the outbox is refused, naming it; left to run out (a killed server, a zombie, a container
 * gone), it is taken then, at most `leaseMs` later. `onLost` hears of a lease lost while held.
 */
async function takeLease(dir: string, leaseMs: number, onLost: (error: Error) => void) {
  const lockfilePath = join(dir, LEASE_DIR);
  let heldSince: number | null = null;
  for (;;) {
    try {
      const release = await lock(dir, {
        lockfilePath,
        realpath: false,
        stale: leaseMs,
        onCompromised: onLost,
      });
      return { release, waited: heldSince !== null };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    }
    const renewed = await renewedAt(dir);
    if (renewed === null) continue;
    if (heldSince === null) heldSince = renewed;
    else if (renewed !== heldSince)
      throw new OutboxHeldError(dir, (await holderOf(dir)) || 'a running process');
    // The holder renews every half lease: a few looks in between see it, or see it run out.
    await sleep(leaseMs / 8);
  }
}

/** What taking the outbox met, said for the log; `null` when it was free and named no holder. */
function foundBefore(before: string, waited: boolean): string | null {
  const processId = PROCESS_ID_LOCK.exec(before)?.[1];
  if (processId)
    return `took over an earlier version's ${HOLDER_FILE} naming process ${processId}: no holder renews a lease on it`;
  if (!before && !waited) return null;
  return `took over from ${before || 'a holder that named none'}, whose lock ${waited ? 'was waited out' : 'had run out'}: it is not renewed, so its holder is gone`;
}

/**
 * Takes the outbox for this process (`holder` says what it is, e.g. "a running server"), so
 * that two servers never deliver from one outbox (a pending mail would go out twice) and `pnpm
 * leads import` never copies one a server is changing. A lease left by a holder that died is
 * waited out; an earlier version's `server.lock` (a process id) is taken over, since no lease
 * holder was seen. Resolves with what it found and the function that lets the outbox go.
 */
export async function holdOutbox(
  dir: string,
  holder: string,
  leaseMs: number = DEFAULT_OUTBOX_LEASE_MS,
): Promise<OutboxHold> {
  const notePath = join(dir, HOLDER_FILE);
  const note = () =>
    writeFile(
      notePath,
      `${holder} (process ${process.pid} on ${hostname()}, since ${new Date().toISOString()})\n`,
      { mode: PRIVATE_FILE },
    );
  let lettingGo = false;
  let release: () => Promise<void>;
  // A lease lost while held (the outbox removed with it, a renewal too late for a stalled disk) is
  // taken back if no one else took it; if someone did, this process stops, so that no mail goes
  // out twice.
  const takeBack = (lost: Error) => {
    if (lettingGo) return;
    void mkdir(dir, { recursive: true })
      .then(() => takeLease(dir, leaseMs, takeBack))
      .then(
        async (taken) => {
          release = taken.release;
          await (lettingGo ? release() : note());
        },
        (error: unknown) => {
          throw new Error(
            `The outbox ${dir} is no longer this process's (${lost.message}): ${String(error)}`,
          );
        },
      );
  };
  const taken = await takeLease(dir, leaseMs, takeBack);
  release = taken.release;
  const found = foundBefore(await holderOf(dir), taken.waited);
  await note();
  return {
    found,
    letGo: async () => {
      lettingGo = true;
      await remove(notePath);
      // A lease that cannot be removed (its folder gone) runs out by itself: no one renews it.
      await release().catch(() => undefined);
    },
  };
}
