import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import type { Pool } from 'pg';
import { checkout } from './connection';
import type { StoreLog } from './log';

/** The table node-pg-migrate notes the applied migrations in. */
const MIGRATIONS_TABLE = 'pgmigrations';

/**
 * The package's `migrations` folder, found upwards from this module: the same answer from
 * `src/store/postgres` (tests) and from the bundles in `dist/` and `dist/bin` (the server).
 */
export function migrationsDir(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'migrations');
    if (existsSync(join(dir, 'package.json')) && existsSync(candidate)) return candidate;
    if (dirname(dir) === dir)
      throw new Error(`No migrations folder beside a package.json above ${from}`);
  }
}

/**
 * Applies the migrations not yet applied, in one transaction. node-pg-migrate holds its
 * advisory lock meanwhile, and `wait` makes a second server starting at the same moment wait
 * for the first to finish (then find nothing to do) instead of failing.
 */
export async function migrate(pool: Pool, log: StoreLog): Promise<void> {
  const { db, done } = await checkout(pool, log);
  let broken = true;
  try {
    const applied = await runner({
      dbClient: db,
      dir: migrationsDir(),
      direction: 'up',
      migrationsTable: MIGRATIONS_TABLE,
      singleTransaction: true,
      checkOrder: true,
      advisoryLockMode: 'wait',
      // Its progress lines are noise in the server's log; what was applied is logged below.
      logger: {
        info: () => undefined,
        warn: (message) => log.warn(message),
        error: (message) => log.error(message),
      },
    });
    broken = false;
    if (applied.length > 0)
      log.info({ migrations: applied.map((migration) => migration.name) }, 'database migrated');
  } finally {
    done(broken);
  }
}
