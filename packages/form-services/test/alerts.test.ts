// Alerts on a channel other than the mail: a real mail server refusing the login, real alert
// receivers of each format, and a real store.
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { alertOutbox } from '../src/alerts/alert-outbox';
import { alertPoster } from '../src/alerts/alert-poster';
import { watchIncidents } from '../src/alerts/incident-watch';
import { DEFAULT_OPTIONS, type AlertOptions } from '../src/config/options';
import { delivered } from '../src/store/delivery-record';
import { openStore } from '../src/store/open-store';
import { startAlertReceiver } from './alert-receiver';
import { contractClock } from './store-contract';
import {
  ENGINES,
  contactFields,
  postMultipart,
  startServices,
  startSmtp,
  track,
  waitingFor,
} from './helpers';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

const alertsTo = (to: AlertOptions['to'], retryDelaysMs = [100]): AlertOptions => ({
  ...DEFAULT_OPTIONS.alerts,
  to,
  retryDelaysMs,
});

const incidentsAt = async (url: string) =>
  ((await (await fetch(`${url}/healthz`)).json()) as { incidents: unknown[] }).incidents;

/** A mail server whose login is refused until `accept()`, and the address that logs in to it. */
async function refusingLogin() {
  let refusing = true;
  const smtp = track(await startSmtp({ refuseLogin: () => refusing }));
  return {
    smtp,
    url: `smtp://site:rotated@127.0.0.1:${smtp.port}`,
    accept: () => (refusing = false),
  };
}

describe.each(ENGINES)('alerts, on %s', (engine) => {
  it('alerts Slack at once when the mail server refuses the login, once, and once when the waiting mails went out', async () => {
    const mail = await refusingLogin();
    const receiver = track(await startAlertReceiver());
    const services = track(
      await startServices({
        engine,
        smtpUrl: mail.url,
        alerts: alertsTo({ url: receiver.url, format: 'slack' }),
      }),
    );
    const first = await postMultipart(`${services.url}/api/submit`, contactFields('lina@corp.ae'));
    await expect.poll(() => receiver.received.length, waitingFor('the alert')).toBe(1);
    const text = String(receiver.received[0]?.body['text']);
    expect(text).toMatch(
      /^Form services incident: company mails or webhooks waiting since \d{4}-\d\d-\d\d \d\d:\d\d UTC\. 1 lead waits; the oldest is AC-\w+\. Cause: EAUTH: 535 5\.7\.8 Authentication failed\.$/,
    );
    expect(text).toContain(String(first.body.reference));
    expect(text).not.toMatch(/lina|corp\.ae|Please/i);
    // A second lead refused in the same outage is the same incident.
    await postMultipart(`${services.url}/api/submit`, contactFields('omar@corp.ae'));
    expect(await incidentsAt(services.url)).toEqual([
      { kind: 'deliveries-waiting', startedAt: expect.stringMatching(/^\d{4}-.*Z$/) },
    ]);

    mail.accept();
    await services.settled();
    await expect.poll(() => receiver.received.length, waitingFor('the resolution')).toBe(2);
    expect(receiver.received[1]?.body['text']).toMatch(
      /^Resolved: company mails or webhooks waiting, from .* UTC to .* UTC\.$/,
    );
    await expect.poll(() => incidentsAt(services.url), waitingFor('no incident')).toEqual([]);
    expect(receiver.received).toHaveLength(2);
  });

  it('alerts once when a company mail failed for good, and once when it was resent and went out', async () => {
    let refusing = true;
    const smtp = track(
      await startSmtp({
        refuse: (to) =>
          refusing && to === 'info@example.ae'
            ? { code: 550, message: '5.1.1 No such user' }
            : null,
      }),
    );
    const receiver = track(await startAlertReceiver());
    const services = track(
      await startServices({
        engine,
        smtpUrl: smtp.url,
        alerts: alertsTo({ url: receiver.url, format: 'slack' }),
      }),
    );
    const { body } = await postMultipart(
      `${services.url}/api/submit`,
      contactFields('lina@corp.ae'),
    );
    await expect.poll(() => receiver.received.length, waitingFor('the alert')).toBe(1);
    expect(receiver.received[0]?.body['text']).toMatch(
      new RegExp(
        `^Form services incident: a company mail or webhook failed for good since .* UTC\\. 1 lead waits; the oldest is ${String(body.reference)}\\.`,
      ),
    );
    refusing = false;
    expect(await services.resend(String(body.reference))).toMatch(/queued/i);
    await expect.poll(() => receiver.received.length, waitingFor('the resolution')).toBe(2);
    expect(receiver.received[1]?.body['text']).toMatch(
      /^Resolved: a company mail or webhook failed for good, from /,
    );
  });

  it('signs a Standard Webhooks alert, retries it until it is taken, and names no one', async () => {
    const mail = await refusingLogin();
    const receiver = track(await startAlertReceiver({ refuseFirst: 1 }));
    const services = track(
      await startServices({
        engine,
        smtpUrl: mail.url,
        alerts: alertsTo({ url: receiver.url, format: 'standard', secret: SECRET }),
      }),
    );
    await postMultipart(`${services.url}/api/submit`, contactFields('lina@corp.ae'));
    await expect.poll(() => receiver.received.length, waitingFor('the retried alert')).toBe(2);
    const [refused, taken] = receiver.received;
    expect(taken?.headers['webhook-id']).toBe(refused?.headers['webhook-id']);
    const verified = new Webhook(SECRET).verify(
      taken?.raw ?? '',
      taken?.headers as Record<string, string>,
    ) as { type: string; data: Record<string, unknown> };
    expect(verified).toMatchObject({
      type: 'incident.opened',
      data: {
        kind: 'deliveries-waiting',
        resolvedAt: null,
        cause: expect.stringContaining('EAUTH'),
        leads: 1,
        oldestReference: expect.stringMatching(/^AC-/),
      },
    });
    expect(taken?.raw).not.toMatch(/lina|corp\.ae/i);
    mail.accept();
    await expect.poll(() => receiver.received.length, waitingFor('the resolution')).toBe(3);
    expect(receiver.received[2]?.body).toMatchObject({ type: 'incident.resolved' });
  });
});

const MINUTE_MS = 60_000;
const quiet = { warn: () => undefined, error: () => undefined };

/** Mail servers a company mail waits for: one that answers 451, one that went away. */
const WAITED_FOR = {
  'answers 451': async () =>
    track(await startSmtp({ refuse: () => ({ code: 451, message: '4.7.1 Try again later' }) })),
  'went away': async () => {
    const smtp = await startSmtp();
    await smtp.close();
    return smtp;
  },
};

describe.each(ENGINES)('incidents by the minutes, on %s, with the clock moved', (engine) => {
  it.each(Object.keys(WAITED_FOR) as (keyof typeof WAITED_FOR)[])(
    'posts one Teams card once a company mail to a server that %s has waited past the minutes, and one when it went out',
    async (server) => {
      const smtp = await WAITED_FOR[server]();
      const services = track(await startServices({ engine, smtpUrl: smtp.url }));
      const { body } = await postMultipart(
        `${services.url}/api/submit`,
        contactFields('lina@corp.ae'),
      );
      await expect
        .poll(
          async () =>
            (await services.records()).some(({ deliveries }) =>
              deliveries.some((d) => d.kind === 'company' && d.attempts > 0),
            ),
          waitingFor('the company mail to be refused once'),
        )
        .toBe(true);
      await services.close();

      // The store as a server opens it, on a clock the test moves.
      const clock = contractClock(new Date());
      const now = () => clock.now;
      const store = track(await openStore(await services.storeWhere(), 'server', { clock: now }));
      const receiver = track(await startAlertReceiver());
      const to = { url: receiver.url, format: 'teams' } as const;
      const alerts = alertOutbox(alertPoster(to), [100], quiet, now);
      const watch = watchIncidents({
        store,
        alerts,
        afterMinutes: 15,
        everyMs: 3_600_000,
        server: 'web-1',
        log: quiet,
        now,
      });
      clock.advance(14 * MINUTE_MS);
      await watch.check();
      expect(watch.open).toEqual([]);
      clock.advance(2 * MINUTE_MS);
      await watch.check();
      expect(watch.open).toEqual([
        { kind: 'deliveries-waiting', startedAt: clock.now.toISOString() },
      ]);
      await expect.poll(() => receiver.received.length, waitingFor('the card')).toBe(1);
      const card = receiver.received[0]?.body as {
        type: string;
        attachments: { contentType: string; content: { body: { text: string }[] } }[];
      };
      expect(card.type).toBe('message');
      expect(card.attachments[0]?.contentType).toBe('application/vnd.microsoft.card.adaptive');
      expect(card.attachments[0]?.content.body[0]?.text).toBe(
        `Form services incident: company mails or webhooks waiting since ${clock.now.toISOString().slice(0, 10)} ${clock.now.toISOString().slice(11, 16)} UTC. 1 lead waits; the oldest is ${String(body.reference)}. Cause: waiting longer than 15 minutes.`,
      );

      // The mail goes out: the next check resolves the incident.
      for (const claim of await store.queue.claim('test', 10, 60_000, clock.now))
        if (claim.delivery.kind === 'company')
          await store.queue.record(
            'test',
            claim.lead.id,
            delivered(claim.delivery, '250 OK', clock.now),
          );
      clock.advance(MINUTE_MS);
      await watch.check();
      expect(watch.open).toEqual([]);
      await expect.poll(() => receiver.received.length, waitingFor('the resolution')).toBe(2);
      expect(JSON.stringify(receiver.received[1]?.body)).toContain(
        'Resolved: company mails or webhooks waiting',
      );
      await watch.stop();
      alerts.close();
    },
  );
});
