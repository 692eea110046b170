import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFile,
  chmod,
  chown,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { promisify } from 'node:util';
import pg from 'pg';
import { loopbackCertificate } from '@acme/tooling/loopback-certificate';

const run = promisify(execFile);

/** Where Debian puts each major version's server binaries. */
const DEBIAN_POSTGRES = '/usr/lib/postgresql';

/** A throwaway PostgreSQL server of the tests, on a loopback port. */
export interface TestPostgres {
  /** A database of its own, made at start, e.g. `postgres://postgres@127.0.0.1:54021/test`. */
  readonly url: string;
  /** Makes a fresh, empty database and answers its URL, so each test can have its own. */
  readonly createDatabase: () => Promise<string>;
  /** Stops the server (fast shutdown: connections are cut), keeping its data. */
  readonly stop: () => Promise<void>;
  /** Starts it again on the same port after {@link TestPostgres.stop}. */
  readonly start: () => Promise<void>;
  /** Stops it and removes its folder. */
  readonly destroy: () => Promise<void>;
}

/** The newest installed server's `bin` folder; throws naming what to install when none is. */
async function findBinaries(): Promise<string> {
  const versions = await readdir(DEBIAN_POSTGRES).catch(() => []);
  const newestFirst = versions
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of newestFirst) {
    const bin = join(DEBIAN_POSTGRES, version, 'bin');
    if (
      await stat(join(bin, 'initdb')).then(
        (info) => info.isFile(),
        () => false,
      )
    )
      return bin;
  }
  throw new Error(
    `No PostgreSQL server found under ${DEBIAN_POSTGRES}/*/bin (initdb): install it with ` +
      '`apt-get install -y postgresql` (scripts/bootstrap.sh does).',
  );
}

/** The `postgres` user's ids, for a folder the server may own when the tests run as root. */
async function postgresUser(): Promise<{ uid: number; gid: number }> {
  try {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', 'postgres']),
      run('id', ['-g', 'postgres']),
    ]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch (error) {
    throw new Error(
      'Running as root, and PostgreSQL refuses root: a `postgres` user is needed ' +
        "(Debian's postgresql package makes it).",
      { cause: error },
    );
  }
}

/**
 * Starts a real PostgreSQL server for a test file: `initdb` into a new temporary folder, the
 * server on a free loopback port with its socket in that folder, and one database made. As
 * root (CI) the folder is given to the `postgres` user and the binaries run as it, because the
 * server refuses to run as root. Throws with the reason (and the server's log) when it cannot:
 * a test that needs PostgreSQL fails rather than skips. Call `destroy()` in `afterAll`; from a
 * vitest `globalSetup`, hand the tests `url` with `project.provide` and destroy it in teardown.
 *
 * With `tls`, the server takes TCP connections over TLS only, with a self-signed certificate
 * for 127.0.0.1 that the URLs it answers name (`sslmode=verify-full&sslrootcert=...`).
 */
export async function startPostgres(options: { tls?: boolean } = {}): Promise<TestPostgres> {
  const bin = await findBinaries();
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await postgresUser() : null;
  const dir = await mkdtemp(join(tmpdir(), 'acme-pg-'));
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');

  /** Runs one of the server's programs, as `postgres` when we are root. */
  const pgTool = (tool: string, args: readonly string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { cwd: dir })
      : run(join(bin, tool), [...args], { cwd: dir });

  /** Reruns a step, and on failure throws its output with the server's log. */
  async function step(what: string, tool: string, args: readonly string[]): Promise<void> {
    try {
      await pgTool(tool, args);
    } catch (error) {
      const output = error instanceof Error && 'stderr' in error ? String(error.stderr) : '';
      const log = await readFile(logFile, 'utf8').catch(() => '');
      throw new Error(
        `Test PostgreSQL: could not ${what} (${join(bin, tool)}):\n${output}\n${log.slice(-2_000)}`,
        { cause: error },
      );
    }
  }

  const ctl = (action: 'start' | 'stop', ...extra: string[]) =>
    step(`${action} the server`, 'pg_ctl', [
      action,
      '-D',
      data,
      '-l',
      logFile,
      '-w',
      '-t',
      '30',
      ...extra,
    ]);

  /** A certificate for 127.0.0.1, the server set to demand TLS on TCP; answers the cert's path. */
  async function useTls(): Promise<string> {
    let cert: string, key: string;
    try {
      ({ certFile: cert, keyFile: key } = loopbackCertificate(dir));
    } catch (error) {
      throw new Error('Test PostgreSQL: openssl could not make a certificate', { cause: error });
    }
    // The server refuses a key others can read.
    await chmod(key, 0o600);
    if (owner) await Promise.all([cert, key].map((file) => chown(file, owner.uid, owner.gid)));
    await appendFile(
      join(data, 'postgresql.conf'),
      `ssl = on\nssl_cert_file = '${cert}'\nssl_key_file = '${key}'\n`,
    );
    await writeFile(
      join(data, 'pg_hba.conf'),
      'local all all trust\nhostssl all all 127.0.0.1/32 trust\n',
    );
    return cert;
  }

  try {
    if (owner) await chown(dir, owner.uid, owner.gid);
    await step('make a cluster', 'initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const port = await freePort();
    // Throwaway data: durability switched off for speed, socket kept out of /var/run.
    await appendFile(
      join(data, 'postgresql.conf'),
      [
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        'max_connections = 200',
        '',
      ].join('\n'),
    );
    const query = options.tls ? `?sslmode=verify-full&sslrootcert=${await useTls()}` : '';
    await ctl('start');
    const server = `postgres://postgres@127.0.0.1:${port}`;

    async function createDatabase(): Promise<string> {
      const name = `test_${randomBytes(6).toString('hex')}`;
      const client = new pg.Client({ connectionString: `${server}/postgres${query}` });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `${server}/${name}${query}`;
    }

    return {
      url: await createDatabase(),
      createDatabase,
      stop: () => ctl('stop', '-m', 'fast'),
      start: () => ctl('start'),
      async destroy() {
        await ctl('stop', '-m', 'immediate').catch(() => undefined);
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await pgTool('pg_ctl', ['stop', '-D', data, '-m', 'immediate']).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
