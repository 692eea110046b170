import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryRecord } from '../src/delivery/state';
import { ACCESS_KEY, freePort, postMultipart, startSmtp } from './helpers';

const SERVE = join(import.meta.dirname, '..', 'dist', 'bin', 'serve.js');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** The built standalone services in a child process; resolves once it listens. */
async function serve(env: Record<string, string>) {
  const child = spawn(process.execPath, [SERVE], {
    env: { ...process.env, FORMS_ACCESS_KEY: ACCESS_KEY, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => output.includes('form services:') && resolve());
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  return child;
}

/** Runs the built services to their end; their exit code and what they printed. */
async function serveUntilExit(env: Record<string, string>) {
  const child = spawn(process.execPath, [SERVE], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
  const [code] = await once(child, 'exit');
  return { code, stderr };
}

describe('a process killed with kill -9', () => {
  it('loses no lead: what was pending is delivered after the restart, once', async () => {
    const outbox = await mkdtemp(join(tmpdir(), 'crash-outbox-'));
    const smtpPort = await freePort();
    const port = await freePort();
    const env = {
      FORMS_OUTBOX: outbox,
      FORMS_PORT: String(port),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      FORMS_RETRY_DELAYS_MS: '200',
    };
    const first = await serve(env);
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 3; i++) {
      const reply = await postMultipart(`${url}/api/submit`, {
        access_key: ACCESS_KEY,
        source: 'contact',
        name: 'K',
        email: `killed${i}@x.ae`,
        subject: 'S',
        message: 'M',
      });
      expect(reply.status).toBe(200);
    }
    first.kill('SIGKILL');
    await once(first, 'exit');

    const smtp = await startSmtp({ port: smtpPort });
    try {
      await serve(env);
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(6);
      for (let i = 0; i < 3; i++) expect(await smtp.to(`killed${i}@x.ae`)).toHaveLength(1);
      await expect
        .poll(async () => {
          const { readdir } = await import('node:fs/promises');
          const names = (await readdir(outbox)).filter((name) => name.endsWith('.delivery.json'));
          const records: DeliveryRecord[] = await Promise.all(
            names.map(async (name) => JSON.parse(await readFile(join(outbox, name), 'utf8'))),
          );
          return records.flatMap((record) => record.deliveries.map((d) => d.status));
        })
        .toEqual(Array(6).fill('delivered'));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.received).toHaveLength(6);
    } finally {
      await smtp.close();
    }
  }, 30_000);
});

describe('settings it cannot run with', () => {
  it('a production server without SMTP_URL stops at start with one clear line', async () => {
    const { code, stderr } = await serveUntilExit({
      SITE_ENV: 'production',
      SMTP_URL: '',
      FORMS_OUTBOX: await mkdtemp(join(tmpdir(), 'outbox-')),
      FORMS_PORT: String(await freePort()),
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'SMTP_URL is not set: a production server (SITE_ENV=production) must mail its leads. Set SMTP_URL, e.g. smtp://user:password@smtp.example.com:587.',
    ]);
  });

  it('an outbox that cannot be created stops the start with one clear line', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'outbox-')), 'a-file');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(file, '');
    const { code, stderr } = await serveUntilExit({
      FORMS_OUTBOX: join(file, 'outbox'),
      FORMS_PORT: String(await freePort()),
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      `The outbox ${join(file, 'outbox')} cannot be created (ENOTDIR). Set FORMS_OUTBOX to a folder the server can write.`,
    ]);
  });
});
