import { mkdir, readdir } from 'node:fs/promises';
import type { Erasures } from '../roles/erasures';
import { writeDurably } from './durable';
import type { Failing } from './engine';
import { ERASURES_DIR, isMissing, type Outbox } from './layout';

/**
 * The erasure register on files: an empty file a hash in `erasures/`. Adding one is idempotent,
 * so `pnpm leads erase` adds while the server runs without two processes writing one file.
 */
export function fileErasures(outbox: Outbox, failing: Failing): Erasures {
  return {
    add: (hashes) =>
      failing('register an erasure', async () => {
        await mkdir(outbox.path(ERASURES_DIR), { recursive: true, mode: 0o700 });
        for (const hash of hashes)
          await writeDurably(outbox.path(ERASURES_DIR, hash), '', 'replace');
      }),
    list: () =>
      failing('read the erasure register', () =>
        readdir(outbox.path(ERASURES_DIR)).then(
          (names) => names.filter((name) => !name.startsWith('.')).sort(),
          (error: unknown) => {
            if (isMissing(error)) return [];
            throw error;
          },
        ),
      ),
  };
}
