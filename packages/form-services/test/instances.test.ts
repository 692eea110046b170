// Two production server processes on one PostgreSQL database, with a real mail server.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  freePort,
  leadsIn,
  newDatabase,
  postMultipart,
  startSmtp,
  testPostgres,
  contactFields,
  waitingFor,
  within,
} from './helpers';
import { serve } from './processes';

const contact = (email: string, reference?: string) =>
  contactFields(email, reference ? { reference } : {});

/** Two servers on one database, each on its own port, mailing through `smtpPort`. */
async function twoInstances(smtpPort: number) {
  const env = {
    DATABASE_URL: await newDatabase(),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    FORMS_RETRY_DELAYS_MS: '200',
    FORMS_LEASE_MS: '1500',
    FORMS_POLL_MS: '100',
    FORMS_RATE_LIMIT: '100000',
  };
  const start = async () => {
    const port = await freePort();
    const process = await serve({
      ...env,
      FORMS_PORT: String(port),
      FORMS_OUTBOX: await mkdtemp(join(tmpdir(), 'unused-outbox-')),
    });
    return { ...process, url: `http://127.0.0.1:${port}` };
  };
  return { databaseUrl: env.DATABASE_URL, a: await start(), b: await start() };
}

const statuses = async (databaseUrl: string) =>
  (await leadsIn({ outboxDir: '', databaseUrl })).flatMap(({ deliveries }) =>
    deliveries.map((delivery) => delivery.status),
  );

describe('two servers on one database', () => {
  it('mails the leads of one killed with kill -9, each once, 451s retried', async () => {
    const smtpPort = await freePort();
    const { databaseUrl, a, b } = await twoInstances(smtpPort);
    // The mail server is down: every lead is kept and waits.
    for (let i = 0; i < 4; i++) {
      expect((await postMultipart(`${a.url}/api/submit`, contact(`a${i}@x.ae`))).status).toBe(200);
      expect((await postMultipart(`${b.url}/api/submit`, contact(`b${i}@x.ae`))).status).toBe(200);
    }
    await expect
      .poll(
        async () => (await leadsIn({ outboxDir: '', databaseUrl })).length,
        waitingFor('the eight leads to be kept'),
      )
      .toBe(8);
    a.child.kill('SIGKILL');
    await within(a.exited, 'the first server to end on SIGKILL');

    let greylisted = 3;
    const smtp = await startSmtp({
      port: smtpPort,
      refuse: (recipient) =>
        recipient === 'a0@x.ae' && greylisted-- > 0
          ? { code: 451, message: 'Greylisted, try again' }
          : null,
    });
    try {
      await expect
        .poll(
          () => statuses(databaseUrl),
          waitingFor('the survivor to deliver all sixteen mails', { interval: 200 }),
        )
        .toEqual(Array(16).fill('delivered'));
      // Nothing more comes: the one server left finishes what it has in flight as it stops.
      b.child.kill('SIGTERM');
      expect(await within(b.exited, 'the survivor to exit on SIGTERM')).toBe(0);
      expect(smtp.received).toHaveLength(16);
      for (let i = 0; i < 4; i++) {
        expect(await smtp.to(`a${i}@x.ae`)).toHaveLength(1);
        expect(await smtp.to(`b${i}@x.ae`)).toHaveLength(1);
      }
      expect(await smtp.to('info@example.ae')).toHaveLength(8);
      expect(greylisted).toBeLessThan(0);
    } finally {
      b.child.kill('SIGTERM');
      await within(b.exited, 'the survivor to exit');
      await smtp.close();
    }
  });

  it('makes one lead of the same submission sent to both at once', async () => {
    const smtp = await startSmtp();
    const { databaseUrl, a, b } = await twoInstances(smtp.port);
    try {
      const answers = await Promise.all(
        [a, b, a, b].map((server) =>
          postMultipart(`${server.url}/api/submit`, contact('same@x.ae', 'AC-7Q4K2M')),
        ),
      );
      expect(answers.map((answer) => answer.body.reference)).toEqual(Array(4).fill('AC-7Q4K2M'));
      await expect
        .poll(() => statuses(databaseUrl), waitingFor('the one lead’s two mails to be delivered'))
        .toEqual(['delivered', 'delivered']);
      // Nothing more comes: both servers finish what they have in flight as they stop.
      for (const server of [a, b]) server.child.kill('SIGTERM');
      expect(await within(Promise.all([a.exited, b.exited]), 'both servers to exit')).toEqual([
        0, 0,
      ]);
      expect(smtp.received).toHaveLength(2);
    } finally {
      for (const server of [a, b]) server.child.kill('SIGTERM');
      await within(Promise.all([a.exited, b.exited]), 'both servers to exit');
      await smtp.close();
    }
  });

  it('acknowledges no lead it did not keep while the database stops and starts under load', async () => {
    const smtp = await startSmtp();
    const { databaseUrl, a, b } = await twoInstances(smtp.port);
    const postgres = await testPostgres();
    const acknowledged: string[] = [];
    const refusals: { status: number; retryAfter: string | null; body: unknown }[] = [];
    let sending = true;
    const send = async (server: { url: string }, name: string) => {
      for (let i = 0; sending; i++) {
        const email = `${name}${i}@load.example`;
        const answer = await fetch(`${server.url}/api/submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(contact(email)),
        }).catch(() => null);
        if (!answer) continue;
        const body: unknown = await answer.json();
        if (answer.status === 200) acknowledged.push(email);
        else
          refusals.push({
            status: answer.status,
            retryAfter: answer.headers.get('retry-after'),
            body,
          });
      }
    };
    const load = Promise.all([send(a, 'a'), send(b, 'b')]);
    /** Leads acknowledged by each server so far. */
    const acknowledgedBy = (name: string) =>
      acknowledged.filter((email) => email.startsWith(name)).length;
    try {
      // Each step waits for what the load shows, not for a time: both servers taking leads,
      // then refusing them, then taking them again.
      await expect
        .poll(
          () => Math.min(acknowledgedBy('a'), acknowledgedBy('b')),
          waitingFor('both servers to take leads'),
        )
        .toBeGreaterThanOrEqual(5);
      await postgres.stop();
      await expect
        .poll(() => refusals.length, waitingFor('a lead refused while the database is down'))
        .toBeGreaterThan(0);
      const health = await fetch(`${a.url}/healthz`);
      expect(health.status).toBe(503);
      await postgres.start();
      const before = { a: acknowledgedBy('a'), b: acknowledgedBy('b') };
      await expect
        .poll(
          () => acknowledgedBy('a') > before.a && acknowledgedBy('b') > before.b,
          waitingFor('both servers to take leads again once the database is back'),
        )
        .toBe(true);
      sending = false;
      await within(load, 'the load to stop');
      expect((await fetch(`${b.url}/healthz`)).status).toBe(200);
      // Refused while down, with the service's refusal and when to try again.
      expect(refusals.length).toBeGreaterThan(0);
      for (const refusal of refusals)
        expect(refusal).toEqual({
          status: 503,
          retryAfter: '30',
          body: {
            success: false,
            message: 'The service is unavailable right now. Please try again in a few minutes.',
          },
        });
      const kept = new Set(
        (await leadsIn({ outboxDir: '', databaseUrl })).map(({ lead }) => lead.fields.email),
      );
      expect(acknowledged.length).toBeGreaterThan(10);
      expect(acknowledged.filter((email) => !kept.has(email))).toEqual([]);
    } finally {
      sending = false;
      for (const server of [a, b]) server.child.kill('SIGTERM');
      await within(Promise.all([a.exited, b.exited]), 'both servers to exit');
      await smtp.close();
    }
  });
});
