import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/** ClamAV's harmless test file: every scanner must report it. */
export const EICAR = Buffer.from(
  'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*',
);

/** Bytes the test database's own signature matches, wherever they are in a file. */
export const ACME_MARKER = Buffer.from('ACME-FORMS-TEST-MALWARE-MARKER');

/** The names clamd reports for the test database's signatures (it marks them as not its own). */
export const SIGNATURES = {
  eicar: 'Acme.Test.Eicar.UNOFFICIAL',
  marker: 'Acme.Test.Marker.UNOFFICIAL',
} as const;

/** A signature's name as the database gives it. */
const named = (reported: string) => reported.replace(/\.UNOFFICIAL$/, '');

/** Where Debian's clamav-daemon puts the daemon. */
const CLAMD = '/usr/sbin/clamd';

/** A clamd of the tests, listening on a Unix socket and a loopback TCP port. */
export interface TestClamd {
  readonly socket: string;
  /** `tcp://127.0.0.1:PORT`. */
  readonly url: string;
  /** Stops the daemon (a scanner going down). */
  readonly stop: () => Promise<void>;
  /** Starts it again on the same socket and port, waiting until it answers. */
  readonly start: () => Promise<void>;
  /** Stops it and removes its folder. */
  readonly destroy: () => Promise<void>;
}

/** Whether clamd answers `PING` on its socket. */
function pongs(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const client = connect(socket, () => client.end('zPING\0'));
    let answer = '';
    client.on('data', (data) => (answer += data.toString()));
    client.on('close', () => resolve(answer.startsWith('PONG')));
    client.on('error', () => resolve(false));
  });
}

/**
 * Starts a real clamd for a test file, with a signature database written here (freshclam
 * cannot reach its mirror): an MD5 signature of the EICAR file and a body signature of
 * {@link ACME_MARKER}. As root (CI) it runs as Debian's `clamav` user. Bytecode is off and the
 * limits small, so it loads in seconds; `StreamMaxLength` is 20 MB. Call `destroy()` in
 * `afterAll`.
 */
export async function startClamd(): Promise<TestClamd> {
  await access(CLAMD).catch(() => {
    throw new Error(
      `No clamd at ${CLAMD}: install it with \`apt-get install -y clamav-daemon\` (scripts/bootstrap.sh does).`,
    );
  });
  const dir = await mkdtemp(join(tmpdir(), 'acme-clamd-'));
  const database = join(dir, 'db');
  const socket = join(dir, 'clamd.sock');
  const logFile = join(dir, 'clamd.log');
  const port = await freePort();
  await mkdir(database);
  const md5 = createHash('md5').update(EICAR).digest('hex');
  await writeFile(
    join(database, 'acme.hdb'),
    `${md5}:${EICAR.length}:${named(SIGNATURES.eicar)}\n`,
  );
  await writeFile(
    join(database, 'acme.ndb'),
    `${named(SIGNATURES.marker)}:0:*:${ACME_MARKER.toString('hex')}\n`,
  );
  const config = join(dir, 'clamd.conf');
  await writeFile(
    config,
    [
      'Foreground yes',
      `LocalSocket ${socket}`,
      'TCPAddr 127.0.0.1',
      `TCPSocket ${port}`,
      `DatabaseDirectory ${database}`,
      `LogFile ${logFile}`,
      'Bytecode no',
      'StreamMaxLength 20M',
      'MaxFileSize 20M',
      'MaxScanSize 40M',
      'MaxThreads 4',
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) =>
      Number(execFileSync('id', [flag, 'clamav'], { encoding: 'utf8' }).trim()),
    );
    for (const path of [dir, database]) await chown(path, uid ?? 0, gid ?? 0);
  }

  let daemon: ChildProcess | null = null;
  async function start(): Promise<void> {
    const args = ['--config-file', config];
    daemon = asRoot
      ? spawn('runuser', ['-u', 'clamav', '--', CLAMD, ...args], { stdio: 'ignore' })
      : spawn(CLAMD, args, { stdio: 'ignore' });
    const exited = new Promise<null>((resolve) => daemon?.once('exit', () => resolve(null)));
    for (let tries = 0; tries < 600; tries++) {
      if (await pongs(socket)) return;
      if (
        (await Promise.race([exited, new Promise((r) => setTimeout(() => r(true), 100))])) === null
      )
        break;
    }
    const log = await readFile(logFile, 'utf8').catch(() => '');
    throw new Error(`Test clamd did not start:\n${log.slice(-2_000)}`);
  }

  async function stop(): Promise<void> {
    const running = daemon;
    daemon = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    // runuser passes the signal on to clamd, which removes its socket as it ends.
    running.kill('SIGTERM');
    await exited;
  }

  try {
    await start();
  } catch (error) {
    await stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    socket,
    url: `tcp://127.0.0.1:${port}`,
    stop,
    start,
    async destroy() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
