// Alerts on a channel other than the mail: a real mail server refusing the login, real alert
// receivers of each format, and a real store.
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, type AlertOptions } from '../src/config/options';
import { startAlertReceiver } from './alert-receiver';
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
    await postMultipart(`${services.url}/api/submit`, contactFields('omar@corp.ae'));
    await expect.poll(() => receiver.received.length, waitingFor('the alert')).toBe(1);
    const text = String(receiver.received[0]?.body['text']);
    expect(text).toMatch(
      /^Form services incident: company mails or webhooks waiting since \d{4}-\d\d-\d\d \d\d:\d\d UTC\. \d leads? waits?; the oldest is AC-\w+\. Cause: EAUTH: 535 5\.7\.8 Authentication failed\.$/,
    );
    expect(text).toContain(String(first.body.reference));
    expect(text).not.toMatch(/lina|omar|corp\.ae|Please/i);
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
