// The company's daily digest names the mails that failed for good and those still waiting.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY } from '../src/config/options';
import { sendDigest } from '../src/daily-jobs';
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
});
