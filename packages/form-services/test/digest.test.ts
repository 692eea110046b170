// The company's daily digest names the mails that failed for good and those still waiting; it goes
// to FORMS_NOTIFY_TO whatever FORMS_ROUTES says.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configurationFromEnv } from '../src/config/configuration';
import { DEFAULT_DELIVERY } from '../src/config/options';
import { sendDigest, untilDigestHour } from '../src/daily-jobs';
import { smtpTransport } from '../src/mail/transport';
import { openStore } from '../src/store/open-store';
import {
  ENGINES,
  contactFields,
  postMultipart,
  startServices,
  startSmtp,
  track,
  waitingFor,
} from './helpers';

afterEach(() => vi.useRealTimers());

describe.each(ENGINES)('the daily digest, on %s', (engine) => {
  it('lists the mails failed for good and those still waiting, by reference, with how to resend', async () => {
    const smtp = track(
      await startSmtp({
        refuse: (to) =>
          to === 'gone@x.ae'
            ? { code: 550, message: '5.1.1 No such user' }
            : to === 'full@x.ae'
              ? { code: 452, message: '4.2.2 Mailbox full' }
              : null,
      }),
    );
    const services = track(await startServices({ engine, smtpUrl: smtp.url }));
    const gone = await postMultipart(`${services.url}/api/submit`, contactFields('gone@x.ae'));
    const full = await postMultipart(`${services.url}/api/submit`, contactFields('full@x.ae'));
    await expect
      .poll(
        async () =>
          (await services.records())
            .flatMap(({ deliveries }) => deliveries)
            .filter((d) => d.kind === 'visitor')
            .map((d) => `${d.status}:${d.attempts > 0}`)
            .sort(),
        waitingFor('one visitor mail failed, one tried and waiting'),
      )
      .toEqual(['failed:true', 'pending:true']);
    await services.close();

    const store = track(await openStore(await services.storeWhere(), 'reader'));
    const transport = smtpTransport(smtp.url, 'site@example.ae', DEFAULT_DELIVERY);
    expect(await sendDigest(store, transport, 'sales@example.ae', new Date(), 3 * 86_400_000)).toBe(
      true,
    );
    transport.close();
    await expect.poll(() => smtp.to('sales@example.ae'), waitingFor('the digest')).toHaveLength(1);
    const [digest] = await smtp.to('sales@example.ae');
    expect(digest?.subject).toMatch(/: 0 held as spam, 1 failed, 1 waiting$/);
    expect(digest?.text).toMatch(
      new RegExp(
        `Failed for good \\(1\\):\\n\\n${String(gone.body.reference)}  contact  visitor mail  EENVELOPE: 550 5\\.1\\.1 No such user\\n    once the cause is fixed: pnpm leads resend ${String(gone.body.reference)}`,
      ),
    );
    expect(digest?.text).toMatch(
      new RegExp(
        `Still waiting to go out \\(1\\):\\n\\n${String(full.body.reference)}  contact  visitor mail  \\d+ attempts  EENVELOPE: 452 4\\.2\\.2 Mailbox full`,
      ),
    );
    expect(digest?.text).not.toMatch(/gone@x\.ae|full@x\.ae/);
  });

  it('goes to FORMS_NOTIFY_TO alone, its envelope naming no desk FORMS_ROUTES sends the contact and the booking to', async () => {
    const { companyEmail, routes } = configurationFromEnv({
      FORMS_NOTIFY_TO: 'info@x.ae',
      FORMS_ROUTES: 'contact:sales-desk@x.ae;booking:service-desk@x.ae',
    }).options;
    const smtp = track(
      await startSmtp({
        refuse: (to) => (to === 'gone@x.ae' ? { code: 550, message: '5.1.1 No such user' } : null),
      }),
    );
    // A contact and a booking whose visitor mails fail for good: the digest has them to tell.
    const taking = track(await startServices({ engine, smtpUrl: smtp.url, companyEmail, routes }));
    const endpoint = `${taking.url}/api/submit`;
    expect((await postMultipart(endpoint, contactFields('gone@x.ae'))).status).toBe(200);
    const booking = {
      access_key: taking.config.accessKey,
      source: 'on-demand-support',
      name: 'Sara',
      email: 'gone@x.ae',
      service_type: 'remote',
      requested_date: '2099-06-01',
      requested_hour_gst: '10:00',
      hours: '3',
    };
    expect((await postMultipart(endpoint, booking)).status).toBe(200);
    await taking.settled();
    // The leads' own mails went to the desks the routes name.
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual([
      ['sales-desk@x.ae'],
      ['service-desk@x.ae'],
    ]);
    await taking.close();

    // A server on the same store, its clock standing still just before the digest's hour (08:00
    // Dubai time): its daily job sends the digest as that hour comes.
    const digestHour = Date.now() + untilDigestHour(new Date());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(digestHour - 200));
    const where = await taking.storeWhere();
    track(
      await startServices({
        engine,
        outboxDir: where.outboxDir,
        databaseUrl: where.databaseUrl,
        smtpUrl: smtp.url,
        companyEmail,
        routes,
      }),
    );
    const digests = () => smtp.received.filter((mail) => mail.raw.includes('[Website leads]'));
    await expect.poll(() => digests().length, waitingFor('the daily digest')).toBe(1);
    // Its envelope as the mail server read it (RCPT TO): FORMS_NOTIFY_TO, no desk of the routes.
    expect(digests()[0]!.to).toEqual(['info@x.ae']);
    const [digest] = await smtp.to('info@x.ae');
    expect(digest?.subject).toMatch(/: 0 held as spam, 2 failed, 0 waiting$/);
  });
});
