/**
 * Runs work one at a time per key within this process: stores of one form and reference, the
 * changes to one lead's record, one visitor address's mails.
 */
export function createKeyLocks() {
  const locks = new Map<string, Promise<unknown>>();
  /** Runs `work` after every earlier work of the same key has finished. */
  return async function serialised<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = locks.get(key) ?? Promise.resolve();
    const run = before.then(work, work);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    locks.set(key, settled);
    try {
      return await run;
    } finally {
      if (locks.get(key) === settled) locks.delete(key);
    }
  };
}

/** A lock as {@link createKeyLocks} makes it. */
export type Serialised = ReturnType<typeof createKeyLocks>;
