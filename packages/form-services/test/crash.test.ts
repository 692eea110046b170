import { once } from 'node:events';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_KEY,
  freePort,
  leadsIn,
  postMultipart,
  startSmtp,
  waitingFor,
  within,
} from './helpers';
import { serve, serveUntilExit } from './processes';

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
    const { child: first } = await serve(env);
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
    await within(once(first, 'exit'), 'the first server to end on SIGKILL');

    const smtp = await startSmtp({ port: smtpPort });
    try {
      const second = await serve(env);
      await expect
        .poll(() => smtp.received.length, waitingFor('the restarted server to send six mails'))
        .toBe(6);
      for (let i = 0; i < 3; i++) expect(await smtp.to(`killed${i}@x.ae`)).toHaveLength(1);
      await expect
        .poll(
          async () =>
            (await leadsIn({ outboxDir: outbox })).flatMap(({ deliveries }) =>
              deliveries.map((d) => d.status),
            ),
          waitingFor('all six deliveries to be recorded as delivered'),
        )
        .toEqual(Array(6).fill('delivered'));
      // Nothing more comes: the one server that could send finishes what it has in flight as
      // it stops.
      second.child.kill('SIGTERM');
      expect(await within(second.exited, 'the restarted server to exit on SIGTERM')).toBe(0);
      expect(smtp.received).toHaveLength(6);
    } finally {
      await smtp.close();
    }
  });
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

  it('a production server without a virus scanner stops at start, unless FORMS_SCAN=off', async () => {
    const production = {
      SITE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:1',
      FORMS_OUTBOX: await mkdtemp(join(tmpdir(), 'outbox-')),
      FORMS_PORT: String(await freePort()),
    };
    const { code, stderr } = await serveUntilExit(production);
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'No virus scanner is set: a production server (SITE_ENV=production) scans every upload before it is mailed. Set FORMS_CLAMD_SOCKET (e.g. /run/clamav/clamd.ctl) or FORMS_CLAMD_URL (tcp://host:3310), or FORMS_SCAN=off to run without one on purpose.',
    ]);
    const server = await serve({ ...production, FORMS_SCAN: 'off' });
    expect(server.output()).toContain('uploads are not scanned for viruses (FORMS_SCAN=off)');
    server.child.kill('SIGTERM');
    expect(await within(server.exited, 'the server to exit on SIGTERM')).toBe(0);
    const development = await serve({ ...production, SITE_ENV: '', SMTP_URL: '' });
    expect(development.output()).toContain(
      'uploads are not scanned for viruses: set FORMS_CLAMD_SOCKET or FORMS_CLAMD_URL',
    );
    development.child.kill('SIGTERM');
    expect(await within(development.exited, 'the server to exit on SIGTERM')).toBe(0);
  });

  it('an outbox that cannot be created stops the start with one clear line', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'outbox-')), 'a-file');
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

describe('configuration that fails loudly', () => {
  it.each([
    ['FORMS_RATE_LIMIT', 'abc', 'must be a whole number above 0'],
    ['FORMS_RETRY_DELAYS_MS', '10s', 'must be milliseconds separated by commas'],
    ['DATABASE_URL', 'mysql://db.example/site', 'must start with postgres:// or postgresql://'],
    ['FORMS_ROUTES', 'booking.emirate=Muscat:desk@x.ae', 'routes booking.emirate by "Muscat"'],
  ])('a wrong %s stops the start, naming it', async (name, value, problem) => {
    const { code, stderr } = await serveUntilExit({
      [name]: value,
      FORMS_OUTBOX: await mkdtemp(join(tmpdir(), 'outbox-')),
      FORMS_PORT: String(await freePort()),
    });
    expect(code).toBe(1);
    const [line, ...rest] = stderr.trim().split('\n');
    expect(rest).toEqual([]);
    expect(line).toContain(`${name} ${problem}`);
  });
});
