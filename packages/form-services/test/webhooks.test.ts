// Leads posted to a CRM's webhook, verified by a real receiver with the standardwebhooks library.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { envProblems } from '../src/config/env-schema';
import {
  ENGINES,
  contactFields,
  freePort,
  postMultipart,
  startServices,
  track,
  waitingFor,
} from './helpers';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/** A webhook receiver on loopback: what arrived, whether its signature held, and its answers. */
async function startReceiver(
  answer: (attempt: number) => { status: number; location?: string },
  port?: number,
) {
  const arrived: { id: string; verified: boolean; payload: unknown }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const headers: IncomingHttpHeaders = request.headers;
      let payload: unknown = null;
      try {
        payload = new Webhook(SECRET).verify(body, {
          'webhook-id': String(headers['webhook-id']),
          'webhook-timestamp': String(headers['webhook-timestamp']),
          'webhook-signature': String(headers['webhook-signature']),
        });
      } catch {
        payload = null;
      }
      arrived.push({ id: String(headers['webhook-id']), verified: payload !== null, payload });
      const { status, location } = answer(arrived.length);
      response.writeHead(status, location ? { location } : {});
      // An answer that echoes what it got: it must never reach a record or a log.
      response.end(`echo ${body.slice(0, 40)}`);
    });
  });
  const listening = port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(listening, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${listening}/leads`,
    arrived,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const webhookOf = async (services: Awaited<ReturnType<typeof startServices>>) =>
  (await services.records())[0]?.deliveries.find((delivery) => delivery.kind === 'webhook');

describe.each(ENGINES)('the lead.created webhook (%s)', (engine) => {
  it('arrives signed, through a receiver down and then answering 503, with one webhook-id', async () => {
    const port = await freePort();
    const services = track(
      await startServices({
        engine,
        webhook: { url: `http://127.0.0.1:${port}/leads`, secret: SECRET },
      }),
    );
    const sent = await postMultipart(
      `${services.url}/api/submit`,
      contactFields('lina@corp.ae', { name: 'Lina', reference: 'AC-7Q4K2M' }),
    );
    expect(sent.status).toBe(200);
    // Down: nothing listens yet, and the webhook waits for its next try.
    await expect
      .poll(
        async () => (await webhookOf(services))?.attempts ?? 0,
        waitingFor('the webhook’s first try, with nothing listening'),
      )
      .toBeGreaterThan(0);
    const receiver = track(
      await startReceiver((attempt) => ({ status: attempt <= 2 ? 503 : 200 }), port),
    );
    await expect
      .poll(
        async () => (await webhookOf(services))?.status,
        waitingFor('the webhook to be delivered through two 503s'),
      )
      .toBe('delivered');

    expect(receiver.arrived.length).toBe(3);
    const [lead] = await services.leads();
    expect(receiver.arrived.map((one) => one.id)).toEqual(Array(3).fill(lead?.id));
    expect(receiver.arrived.every((one) => one.verified)).toBe(true);
    expect(receiver.arrived[2]?.payload).toMatchObject({
      type: 'lead.created',
      data: {
        form: 'contact',
        reference: 'AC-7Q4K2M',
        language: 'en',
        fields: { name: 'Lina', email: 'lina@corp.ae' },
        attachment: null,
      },
    });
    const listed = (await services.listing()).join('\n');
    expect(listed).toMatch(/webhook\s+delivered/);
  });

  it('fails at once on a 400, without retrying, and is sent again on request', async () => {
    let refusing = true;
    const receiver = track(await startReceiver(() => ({ status: refusing ? 400 : 204 })));
    const services = track(
      await startServices({ engine, webhook: { url: receiver.url, secret: SECRET } }),
    );
    await postMultipart(`${services.url}/api/submit`, contactFields('lina@corp.ae'));
    await expect
      .poll(
        async () => (await webhookOf(services))?.status,
        waitingFor('the webhook to be refused with 400'),
      )
      .toBe('failed');
    expect(receiver.arrived).toHaveLength(1);
    const failed = await webhookOf(services);
    expect(failed?.attempts).toBe(1);
    // No retry is planned: nothing is due for it, ever.
    expect(failed?.nextAttemptAt).toBeNull();
    // The receiver's answer echoed the lead: none of it is kept.
    expect(failed?.lastError).toBe('HTTP 400');

    refusing = false;
    const [lead] = await services.leads();
    expect(await services.resend(lead?.reference ?? '')).toContain('webhook');
    await expect
      .poll(
        async () => (await webhookOf(services))?.status,
        waitingFor('the webhook sent again on request to be delivered'),
      )
      .toBe('delivered');
    // Nothing else came, then or since: the services finish any post in flight as they close.
    await services.close();
    expect(receiver.arrived).toHaveLength(2);
    expect(new Set(receiver.arrived.map((one) => one.id))).toEqual(new Set([lead?.id]));
  });

  it('never follows a redirect: the lead goes to no other host', async () => {
    const elsewhere = track(await startReceiver(() => ({ status: 200 })));
    const receiver = track(await startReceiver(() => ({ status: 302, location: elsewhere.url })));
    const services = track(
      await startServices({ engine, webhook: { url: receiver.url, secret: SECRET } }),
    );
    await postMultipart(`${services.url}/api/submit`, contactFields('lina@corp.ae'));
    await expect
      .poll(
        async () => (await webhookOf(services))?.status,
        waitingFor('the redirected webhook to fail'),
      )
      .toBe('failed');
    expect((await webhookOf(services))?.lastError).toBe('HTTP 302: a redirect, not followed');
    expect(receiver.arrived).toHaveLength(1);
    expect(elsewhere.arrived).toHaveLength(0);
  });
});

describe('the webhook’s settings', () => {
  it('takes https, and plain http only to this machine, with its secret', () => {
    const secret = { FORMS_WEBHOOK_SECRET: SECRET };
    expect(envProblems({ FORMS_WEBHOOK_URL: 'https://hooks.example.com/x', ...secret })).toEqual(
      [],
    );
    expect(envProblems({ FORMS_WEBHOOK_URL: 'http://127.0.0.1:9/x', ...secret })).toEqual([]);
    expect(envProblems({ FORMS_WEBHOOK_URL: 'http://crm.example.com/x', ...secret })).toEqual([
      'FORMS_WEBHOOK_URL must be https://… (plain http only to this machine: localhost or 127.0.0.1)',
    ]);
    expect(envProblems({ FORMS_WEBHOOK_URL: 'https://hooks.example.com/x' })).toEqual([
      'FORMS_WEBHOOK_SECRET must be set with FORMS_WEBHOOK_URL (the whsec_… secret the receiver verifies with)',
    ]);
    expect(
      envProblems({ FORMS_WEBHOOK_URL: 'https://hooks.example.com/x', FORMS_WEBHOOK_SECRET: 'x' }),
    ).toEqual([
      'FORMS_WEBHOOK_SECRET must be a Standard Webhooks secret: whsec_ and at least 24 base64 characters',
    ]);
  });
});
