// Two built servers on one PostgreSQL database: one alert per incident in all, through restarts.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startAlertReceiver } from './alert-receiver';
import {
  contactFields,
  freePort,
  newDatabase,
  postMultipart,
  startSmtp,
  track,
  waitingFor,
} from './helpers';
import { leadsCommand, serve } from './processes';

const incidentsAt = async (url: string) =>
  ((await (await fetch(`${url}/healthz`)).json()) as { incidents: unknown[] }).incidents;

describe('alerts from two servers on one database', () => {
  it('posts one alert per incident in all, and a server killed and started again neither forgets it nor raises it again', async () => {
    let refusing = true;
    const smtp = track(await startSmtp({ refuseLogin: () => refusing }));
    const receiver = track(await startAlertReceiver());
    const env = {
      DATABASE_URL: await newDatabase(),
      SMTP_URL: `smtp://site:rotated@127.0.0.1:${smtp.port}`,
      FORMS_RETRY_DELAYS_MS: '200',
      FORMS_POLL_MS: '100',
      // A killed server's claim is due again soon: the waiting mails go out once the login works.
      FORMS_LEASE_MS: '1500',
      FORMS_ALERT_URL: receiver.url,
      FORMS_ALERT_FORMAT: 'slack',
    };
    const start = async (port: number) => {
      const server = await serve({
        ...env,
        FORMS_PORT: String(port),
        FORMS_OUTBOX: await mkdtemp(join(tmpdir(), 'unused-outbox-')),
      });
      return { ...server, url: `http://127.0.0.1:${port}` };
    };
    const portA = await freePort();
    let a = await start(portA);
    const b = await start(await freePort());
    await postMultipart(`${a.url}/api/submit`, contactFields('lina@corp.ae'));
    await postMultipart(`${b.url}/api/submit`, contactFields('omar@corp.ae'));
    await expect.poll(() => receiver.received.length, waitingFor('the alert')).toBe(1);
    await expect.poll(() => incidentsAt(b.url), waitingFor('b to see it')).toHaveLength(1);
    const [open] = await incidentsAt(b.url);
    const listed = await leadsCommand([], { DATABASE_URL: env.DATABASE_URL, SMTP_URL: '' });
    expect(listed.output).toMatch(
      /^open incident: Form services incident: company mails or webhooks waiting since .* Cause: EAUTH: 535 .*$/m,
    );

    a.child.kill('SIGKILL');
    await a.exited;
    a = await start(portA);
    await expect.poll(() => incidentsAt(a.url), waitingFor('a to see it again')).toEqual([open]);

    refusing = false;
    await expect.poll(() => receiver.received.length, waitingFor('the resolution')).toBe(2);
    for (const server of [a, b])
      await expect.poll(() => incidentsAt(server.url), waitingFor('no incident')).toEqual([]);
    expect(receiver.received.map(({ body }) => String(body['text']).split(':')[0])).toEqual([
      'Form services incident',
      'Resolved',
    ]);
  }, 60_000);
});
