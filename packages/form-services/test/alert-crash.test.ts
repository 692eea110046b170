// An alert lost in a crash (issue #35 item 1): a built server that opened an incident and was
// killed with kill -9 while the receiver held its alert, unanswered; the server started again
// finds the alert not taken, and posts it: one alert taken in all, then its resolution.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startAlertReceiver } from './alert-receiver';
import {
  ENGINES,
  contactFields,
  freePort,
  newDatabase,
  postMultipart,
  startSmtp,
  track,
  waitingFor,
} from './helpers';
import { serve } from './processes';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

describe.each(ENGINES)('an alert whose server was killed before it was taken (%s)', (engine) => {
  it('is posted by the server started again, once, and the incident is not raised again', async () => {
    let refusing = true;
    const smtp = track(await startSmtp({ refuseLogin: () => refusing }));
    // The first alert is held unanswered: the server is killed between the store and the post.
    const receiver = track(await startAlertReceiver({ holdFirst: true }));
    const env = {
      FORMS_OUTBOX: await mkdtemp(join(tmpdir(), 'alert-crash-')),
      DATABASE_URL: engine === 'postgres' ? await newDatabase() : '',
      SMTP_URL: `smtp://site:rotated@127.0.0.1:${smtp.port}`,
      FORMS_RETRY_DELAYS_MS: '200',
      FORMS_POLL_MS: '100',
      FORMS_LEASE_MS: '1500',
      FORMS_OUTBOX_LEASE_MS: '2000',
      FORMS_ALERT_URL: receiver.url,
      FORMS_ALERT_FORMAT: 'standard',
      FORMS_ALERT_SECRET: SECRET,
      FORMS_PORT: String(await freePort()),
    };
    const first = await serve(env);
    await postMultipart(
      `http://127.0.0.1:${env.FORMS_PORT}/api/submit`,
      contactFields('lina@corp.ae'),
    );
    await expect.poll(() => receiver.received.length, waitingFor('the held alert')).toBe(1);
    first.child.kill('SIGKILL');
    await first.exited;

    await serve(env);
    await expect.poll(() => receiver.received.length, waitingFor('the alert again')).toBe(2);
    refusing = false;
    await expect.poll(() => receiver.received.length, waitingFor('the resolution')).toBe(3);
    const [held, taken, resolved] = receiver.received.map(({ headers }) =>
      String(headers['webhook-id']),
    );
    expect(held).toMatch(/^[\w-]+\.opened$/);
    // The same incident's opened alert, posted again; no second incident was opened.
    expect([taken, resolved]).toEqual([held, String(held).replace(/opened$/, 'resolved')]);
  }, 90_000);
});
