import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ENGINES,
  freePort,
  leadsIn,
  postMultipart,
  startServices,
  startSmtp,
  track,
  contactFields,
  waitingFor,
  within,
} from './helpers';
import { serve } from './processes';

const contact = (email: string) => contactFields(email);

describe.each(ENGINES)('GET /healthz (%s)', (engine) => {
  it('answers 200 while the store answers, never limited, never asking the mail server', async () => {
    const services = track(
      await startServices({ engine, rateLimitMax: 2, smtpUrl: 'smtp://127.0.0.1:9' }),
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => fetch(`${services.url}/healthz`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await answers[0]?.json()).toEqual({
      status: 'ok',
      deliveries: { pending: 0, oldestPendingSeconds: 0, failed: 0 },
      incidents: [],
    });
    expect(answers[0]?.headers.get('cache-control')).toBe('no-store');
  });

  it('stays 200 while the mail server is down, and says how many deliveries wait', async () => {
    const services = track(await startServices({ engine, smtpUrl: 'smtp://127.0.0.1:9' }));
    for (const email of ['a@x.ae', 'b@x.ae'])
      expect((await postMultipart(`${services.url}/api/submit`, contact(email))).status).toBe(200);
    const waiting = (await services.records()).flatMap(({ deliveries }) =>
      deliveries.filter((delivery) => delivery.status === 'pending'),
    );
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    await expect
      .poll(async () => {
        const answer = await fetch(`${services.url}/healthz`);
        return { status: answer.status, body: await answer.json() };
      }, waitingFor('the health check to count the waiting deliveries'))
      .toEqual({
        status: 200,
        body: {
          status: 'ok',
          deliveries: {
            pending: waiting.length,
            oldestPendingSeconds: expect.any(Number),
            failed: 0,
          },
          incidents: [],
        },
      });
  });

  it('counts a delivery that failed for good', async () => {
    const smtp = await startSmtp({
      refuse: (to) => (to === 'gone@x.ae' ? { code: 550, message: 'No such user' } : null),
    });
    try {
      const services = track(await startServices({ engine, smtpUrl: smtp.url }));
      expect((await postMultipart(`${services.url}/api/submit`, contact('gone@x.ae'))).status).toBe(
        200,
      );
      await expect
        .poll(
          async () =>
            ((await (await fetch(`${services.url}/healthz`)).json()) as { deliveries: unknown })
              .deliveries,
          waitingFor('the failed visitor mail to be counted'),
        )
        .toEqual({ pending: 0, oldestPendingSeconds: 0, failed: 1 });
    } finally {
      await smtp.close();
    }
  });
});

describe('GET /healthz (files)', () => {
  it('answers 503 when the outbox cannot be reached', async () => {
    const services = track(await startServices());
    await rm(services.outboxDir, { recursive: true });
    const answer = await fetch(`${services.url}/healthz`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: 'unavailable' });
  });
});

/** Whether a connection to the port on loopback is refused: nothing listens there. */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** Starts a multipart upload and sends all but its last bytes; `finish` sends them. */
function slowUpload(url: string, fields: Record<string, string>) {
  const boundary = 'slowboundary';
  const body = Buffer.from(
    `${Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('')}--${boundary}--\r\n`,
  );
  const sending = request(url, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': body.length,
    },
  });
  const answered = once(sending, 'response').then(async (args) => {
    const response = args[0] as IncomingMessage;
    let text = '';
    for await (const chunk of response) text += (chunk as Buffer).toString();
    return { status: response.statusCode, body: JSON.parse(text) as Record<string, unknown> };
  });
  sending.write(body.subarray(0, body.length - 10));
  return { answered, finish: () => sending.end(body.subarray(body.length - 10)) };
}

describe.each(ENGINES)('SIGTERM (%s)', (engine) => {
  it('stops taking leads, finishes the request and the mail in flight, and exits', async () => {
    const smtp = track(await startSmtp({ holdReplies: true }));
    const services = engine === 'postgres' ? await startServices({ engine }) : null;
    const databaseUrl = services ? (await services.storeWhere()).databaseUrl : undefined;
    await services?.close();
    const outbox = await mkdtemp(join(tmpdir(), 'sigterm-outbox-'));
    const port = await freePort();
    const env = {
      FORMS_OUTBOX: outbox,
      FORMS_PORT: String(port),
      SMTP_URL: smtp.url,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    };
    const server = await serve(env);
    const url = `http://127.0.0.1:${port}`;
    expect((await postMultipart(`${url}/api/submit`, contact('first@x.ae'))).status).toBe(200);
    const upload = slowUpload(`${url}/api/submit`, contact('slow@x.ae'));
    // The mail server holds its reply: a mail stays in flight until the test lets it finish.
    await expect
      .poll(() => smtp.inFlight(), waitingFor('a mail to be in flight'))
      .toBeGreaterThan(0);

    server.child.kill('SIGTERM');
    await expect
      .poll(() => refusesConnections(port), waitingFor('the closing server to stop listening'))
      .toBe(true);
    // A new visitor is not taken by a closing server (the load balancer sends them elsewhere).
    await expect(postMultipart(`${url}/api/submit`, contact('late@x.ae'))).rejects.toThrow();
    smtp.release();
    upload.finish();
    expect(await within(upload.answered, 'the upload in flight to be answered')).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await within(server.exited, 'the server to exit on SIGTERM')).toBe(0);

    const kept = await leadsIn({ outboxDir: outbox, databaseUrl });
    expect(kept.map(({ lead }) => lead.fields.email).sort()).toEqual(['first@x.ae', 'slow@x.ae']);
    const first = kept.find(({ lead }) => lead.fields.email === 'first@x.ae');
    // The mail that was in flight finished and was recorded, so nothing goes out twice.
    expect(first?.deliveries.some((delivery) => delivery.status === 'delivered')).toBe(true);
    for (const { deliveries } of kept)
      for (const delivery of deliveries)
        expect(['delivered', 'pending']).toContain(delivery.status);

    // The next start sends what was left, once.
    const again = await serve(env);
    await expect
      .poll(
        async () =>
          (await leadsIn({ outboxDir: outbox, databaseUrl })).flatMap(({ deliveries }) =>
            deliveries.map((d) => d.status),
          ),
        waitingFor('the next start to deliver the mails left'),
      )
      .toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    again.child.kill('SIGTERM');
    expect(await within(again.exited, 'the next start to exit on SIGTERM')).toBe(0);
    expect(smtp.received).toHaveLength(4);
  });
});
