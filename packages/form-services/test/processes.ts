import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterEach } from 'vitest';
import { ACCESS_KEY, within } from './helpers';

const SERVE = join(import.meta.dirname, '..', 'dist', 'bin', 'serve.js');
const LEADS = join(import.meta.dirname, '..', 'dist', 'bin', 'leads.js');

/** Every child started by a test is killed after it, whatever the test left running. */
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** A running server process: its output so far, and the process. */
export interface ServerProcess {
  readonly child: ChildProcess;
  readonly output: () => string;
  /** Resolves with the exit code once the process ends. */
  readonly exited: Promise<number | null>;
}

/** The built standalone services in a child process; resolves once it listens. */
export function serve(env: Record<string, string>): Promise<ServerProcess> {
  return listening(
    spawn(process.execPath, [SERVE], {
      env: { ...process.env, FORMS_ACCESS_KEY: ACCESS_KEY, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/**
 * The built services started by a shell that then becomes `sleep`, which never reaps a child:
 * killed, the server stays a zombie while `child` (the sleep) lives. Its first line is the
 * server's process id.
 */
export function serveUnreaped(env: Record<string, string>): Promise<ServerProcess> {
  return listening(
    spawn('sh', ['-c', '"$0" "$1" & echo $!; exec sleep 600', process.execPath, SERVE], {
      env: { ...process.env, FORMS_ACCESS_KEY: ACCESS_KEY, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/** A started child process, once its output says it listens. */
async function listening(child: ChildProcess & { stdout: Readable; stderr: Readable }) {
  children.push(child);
  let output = '';
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await within(
    new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => output.includes('form services:') && resolve());
      void exited.then((code) => reject(new Error(`exited ${code}: ${output}`)));
    }),
    'the server process to say it listens',
  );
  return { child, output: () => output, exited };
}

/** Runs the built services to their end; their exit code and what they printed. */
export async function serveUntilExit(env: Record<string, string>) {
  const child = spawn(process.execPath, [SERVE], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = await within(once(child, 'exit'), 'the server process to exit');
  return { code, stderr };
}

/** Runs the built `pnpm leads` with these variables; its exit code and output (stderr on failure). */
export async function leadsCommand(args: readonly string[], env: Record<string, string>) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [LEADS, ...args], {
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, output: stdout.trim() };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr.trim() };
  }
}

/** The built `pnpm leads` started in a child process, killed after the test if still running. */
export function startLeadsCommand(args: readonly string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [LEADS, ...args], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  children.push(child);
  return { child, exited: once(child, 'exit').then(([code]) => code as number | null) };
}
