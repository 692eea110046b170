// Bookings the visitor changes through the signed link of their mail (issue #36 items 4 and 5):
// the endpoint the booking's page calls, the store's compare-and-swap on both engines, the mails
// (a real smtp-server, its envelopes routed by FORMS_ROUTES), the calendar files (ical.js) and the
// lead.updated webhook (a real receiver, retried through a 503).
import {
  BOOKING_CHANGE_MESSAGES,
  BOOKING_PAST_DATE_MESSAGE,
  BOOKING_TOO_LONG_MESSAGE,
} from '@acme/forms-client/contract';
import { filsToAed, priceOnDemand } from '@acme/pricing-engine';
import ICAL from 'ical.js';
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVELOPMENT_LINK_SECRET } from '../src/booking-link/development-secret';
import { configurationFromEnv } from '../src/config/configuration';
import { envProblems } from '../src/config/env-schema';
import { parseRoutes, type Route } from '../src/routing/parse-routes';
import type { LeadCreatedEvent } from '../src/webhooks/lead-event';
import {
  ENGINES,
  collectingLog,
  postMultipart,
  startServices,
  startSmtp,
  track,
  waitingFor,
  type Services,
} from './helpers';

const LINK_SECRET = 'a-test-link-secret-of-32-characters!';
const WEBHOOK_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const SITE = 'https://www.acme.example';

afterEach(() => vi.useRealTimers());

/** An event as the receiver got it: its `webhook-id`, whether its signature held, its answer. */
interface ArrivedEvent {
  readonly id: string;
  readonly verified: boolean;
  readonly payload: Record<string, unknown>;
  readonly status: number;
}

/**
 * A webhook receiver on loopback that verifies every event it gets and answers it with the
 * status `answer` gives (204 unless told otherwise).
 */
async function startReceiver(answer: (payload: Record<string, unknown>) => number = () => 204) {
  const arrived: ArrivedEvent[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      let verified = true;
      let payload: Record<string, unknown>;
      try {
        payload = new Webhook(WEBHOOK_SECRET).verify(body, {
          'webhook-id': String(request.headers['webhook-id']),
          'webhook-timestamp': String(request.headers['webhook-timestamp']),
          'webhook-signature': String(request.headers['webhook-signature']),
        }) as Record<string, unknown>;
      } catch {
        verified = false;
        payload = JSON.parse(body) as Record<string, unknown>;
      }
      const status = answer(payload);
      arrived.push({ id: String(request.headers['webhook-id']), verified, payload, status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/leads`,
    arrived,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A remote booking on 2099-03-02 at 10:00 for 3 hours, as the form posts it. */
const booking = (services: Services, language = 'en') => ({
  access_key: services.config.accessKey,
  source: 'on-demand-support',
  name: 'Sara Typed',
  email: 'sara@x.ae',
  service_type: 'remote',
  requested_date: '2099-03-02',
  requested_hour_gst: '10:00',
  hours: '3',
  notes: 'words the visitor typed',
  language,
});

/** The link in a mail's text, split into the page's address and the token of its fragment. */
function linkIn(text: string) {
  const match = /(https?:\/\/\S+)#(\S+)/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return { page: match[1]!, token: match[2]! };
}

/** The one event of a mail's calendar file, read by ical.js. */
function calendarOf(mail: { attachments: { filename: string | null; content: unknown }[] }) {
  const file = mail.attachments.find((attachment) => attachment.filename === 'booking.ics');
  const text =
    typeof file?.content === 'string'
      ? file.content
      : new TextDecoder().decode(file?.content as ArrayBuffer);
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    organizer: event.getFirstPropertyValue('organizer'),
    attendee: event.getFirstPropertyValue('attendee'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toString(),
  };
}

async function start(
  engine: (typeof ENGINES)[number],
  settings: {
    linkSecret?: string;
    routes?: readonly Route[];
    answerWebhook?: (payload: Record<string, unknown>) => number;
  } = {},
) {
  const { answerWebhook, ...given } = settings;
  const smtp = track(await startSmtp());
  const receiver = track(await startReceiver(answerWebhook));
  const log = collectingLog();
  const services = track(
    await startServices({
      engine,
      smtpUrl: smtp.url,
      siteUrl: SITE,
      companyEmail: 'desk@acme.example',
      webhook: { url: receiver.url, secret: WEBHOOK_SECRET },
      linkSecret: LINK_SECRET,
      ...given,
      logTo: log.destination,
    }),
  );
  const ask = async (body: object) => {
    const response = await fetch(`${services.url}/api/booking-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as Record<string, unknown>,
    };
  };
  /** The mails the visitor has received, once `count` have arrived. */
  const visitorMails = async (count: number) => {
    await expect
      .poll(async () => (await smtp.to('sara@x.ae')).length, waitingFor(`${count} visitor mails`))
      .toBe(count);
    return smtp.to('sara@x.ae');
  };
  return { smtp, receiver, log, services, ask, visitorMails };
}

describe.each(ENGINES)('a booking changed through its link (%s)', (engine) => {
  it('is seen, moved (priced by the server) and cancelled, each change mailed, invited and posted', async () => {
    const { smtp, receiver, log, services, ask, visitorMails } = await start(engine);
    expect((await postMultipart(services.config.formMailEndpoint, booking(services))).status).toBe(
      200,
    );
    const [confirmation] = await visitorMails(1);
    const first = linkIn(confirmation!.text!);
    expect(first.page).toBe(`${SITE}/on-demand-support/booking`);
    const invited = calendarOf(confirmation!);
    expect(invited).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      status: 'TENTATIVE',
      organizer: 'mailto:desk@acme.example',
      attendee: 'mailto:sara@x.ae',
      start: '2099-03-02T10:00:00',
    });

    const seen = await ask({ token: first.token, action: 'view' });
    expect(seen.type).toContain('application/json');
    expect(seen.body).toMatchObject({
      status: 'booked',
      language: 'en',
      fields: { requested_date: '2099-03-02', requested_hour_gst: '10:00', hours: '3' },
    });
    const [lead] = await services.leads();
    expect(seen.body.reference).toBe(lead!.reference);

    // Saturday 20:00 is after hours: the server prices it (remote: 350 for 2 h + 100, ×1.5).
    const change = { date: '2099-03-07', startHour: 20, hours: 3 };
    const preview = await ask({ token: first.token, action: 'preview', change });
    expect(preview.body).toMatchObject({
      status: 'preview',
      fields: { requested_date: '2099-03-07', after_hours: 'Yes', calculated_total_aed: '675' },
    });
    const invalid = await ask({
      token: first.token,
      action: 'move',
      change: { date: '2020-01-01', startHour: 24, hours: 25 },
    });
    expect(invalid).toMatchObject({
      status: 422,
      body: {
        status: 'invalid',
        errors: {
          date: BOOKING_PAST_DATE_MESSAGE,
          startHour: 'Please choose a start hour from 00:00 to 23:00.',
          hours: BOOKING_TOO_LONG_MESSAGE,
        },
      },
    });
    // A move to the day, hour and hours it has already is refused: the link stays usable (the
    // move below takes it) and no change is kept (the history below holds two).
    expect(
      await ask({
        token: first.token,
        action: 'move',
        change: { date: '2099-03-02', startHour: 10, hours: 3 },
      }),
    ).toMatchObject({
      status: 422,
      body: { status: 'invalid', errors: { date: BOOKING_CHANGE_MESSAGES.unchanged } },
    });

    const moved = await ask({ token: first.token, action: 'move', change });
    expect(moved.body).toMatchObject({ status: 'moved', fields: { calculated_total_aed: '675' } });
    expect((await ask({ token: first.token, action: 'view' })).body).toEqual({
      status: 'gone',
      reason: 'used',
    });
    const [, movedMail] = await visitorMails(2);
    expect(movedMail!.subject).toBe(`Your booking was moved (${lead!.reference})`);
    expect(movedMail!.text).not.toMatch(/typed/i);
    expect(calendarOf(movedMail!)).toMatchObject({
      method: 'REQUEST',
      uid: invited.uid,
      sequence: 1,
      start: '2099-03-07T20:00:00',
    });
    const second = linkIn(movedMail!.text!);
    expect(second.token).not.toBe(first.token);
    // The move's lead.updated is in before the cancel: a change's deliveries replace those of an
    // earlier change not yet sent.
    await expect
      .poll(() => receiver.arrived.map((event) => event.id), waitingFor('the move’s lead.updated'))
      .toContain(`${lead!.id}.change-1`);

    expect((await ask({ token: second.token, action: 'cancel' })).body).toMatchObject({
      status: 'cancelled',
      reference: lead!.reference,
    });
    const [, , cancelMail] = await visitorMails(3);
    expect(calendarOf(cancelMail!)).toMatchObject({
      method: 'CANCEL',
      uid: invited.uid,
      sequence: 2,
      status: 'CANCELLED',
    });
    expect(cancelMail!.text).not.toMatch(/https?:\/\/\S+#/);
    expect((await ask({ token: second.token, action: 'view' })).body).toEqual({
      status: 'gone',
      reason: 'cancelled',
    });

    // The company is told of each change, routed as its leads are.
    await services.settled();
    const company = await smtp.to('desk@acme.example');
    expect(company.map((mail) => mail.subject!.replace(/\].*/, ']'))).toEqual(
      expect.arrayContaining(['[Website lead]', '[Booking moved]', '[Booking cancelled]']),
    );
    // The history is kept with the lead.
    const [changed] = await services.leads();
    expect(changed!.bookingChanges).toMatchObject([
      { action: 'moved', from: { date: '2099-03-02', startHour: 10, hours: 3 }, to: change },
      { action: 'cancelled', from: change, to: null },
    ]);
    // Three visitor mails in a few seconds, none suppressed: a link's mails are not counted.
    expect((await services.records())[0]!.deliveries.every((d) => d.status === 'delivered')).toBe(
      true,
    );

    // The webhook: lead.created, then a signed lead.updated for each change, its id naming the
    // change (the lead's id and the booking's version after it), not the lead.
    await expect
      .poll(
        () => receiver.arrived.map((event) => event.id),
        waitingFor('the cancel’s lead.updated'),
      )
      .toContain(`${lead!.id}.change-2`);
    // Each once (the lead's own webhook goes out beside its mails, so perhaps after the move's).
    expect(
      receiver.arrived.map(({ id, verified, payload }) => [id, verified, payload.type]).sort(),
    ).toEqual([
      [lead!.id, true, 'lead.created'],
      [`${lead!.id}.change-1`, true, 'lead.updated'],
      [`${lead!.id}.change-2`, true, 'lead.updated'],
    ]);
    const eventOf = (id: string) => receiver.arrived.find((event) => event.id === id)!.payload;
    const created = eventOf(lead!.id);
    const movedEvent = eventOf(`${lead!.id}.change-1`);
    const cancelledEvent = eventOf(`${lead!.id}.change-2`);
    const createdData = (created as unknown as LeadCreatedEvent).data;
    // The moved booking by the form's rules: Saturday is after hours (the booking's pricing counts
    // Monday to Friday 09:00–18:00), remote has no travel; its figures are the engine's.
    const quote = priceOnDemand({ serviceType: 'remote', emirate: null, ...change });
    const movedData = movedEvent.data as LeadCreatedEvent['data'];
    expect(JSON.parse(movedData.fields.pricing_breakdown ?? '')).toEqual({
      base_includes_hours: quote.baseIncludesHours,
      base_rate_aed: filsToAed(quote.baseRate),
      extra_hours: quote.extraHours,
      extra_rate_aed: filsToAed(quote.extraRate),
      after_hours_multiplier: quote.afterHoursMultiplier,
      travel_charge_aed: 0,
    });
    const movedFields: Record<string, string> = {
      ...createdData.fields,
      service_type: 'remote',
      emirate: '',
      requested_date: '2099-03-07',
      requested_hour_gst: '20:00',
      requested_datetime_dubai_iso: '2099-03-07T20:00:00+04:00',
      hours: '3',
      after_hours: 'Yes',
      travel_charge_aed: '0',
      calculated_total_aed: String(filsToAed(quote.total)),
      pricing_breakdown: movedData.fields.pricing_breakdown!,
    };
    // The figures lead.created names, each now the server's and the lead's alike (no DIFFERS).
    const figureNames = createdData.serverFigures
      .slice(2)
      .map((line) => /^- (\w+): /.exec(line)![1]!);
    expect(figureNames).toEqual(expect.arrayContaining(['calculated_total_aed', 'after_hours']));
    const [movedAt, cancelledAt] = changed!.bookingChanges!.map((made) => made.at);
    const asChanged = {
      id: lead!.id,
      form: 'booking',
      reference: lead!.reference,
      receivedAt: lead!.receivedAt,
      replyBy: null,
      language: 'en',
      fields: movedFields,
      serverFigures: [
        '',
        'Computed by the server:',
        ...figureNames.map((name) => `- ${name}: ${movedFields[name]}`),
      ],
      attachment: null,
    };
    expect(movedEvent).toEqual({
      type: 'lead.updated',
      timestamp: movedAt,
      data: {
        ...asChanged,
        change: {
          at: movedAt,
          action: 'moved',
          from: { date: '2099-03-02', startHour: 10, hours: 3 },
          to: change,
          version: 1,
        },
      },
    });
    // The cancel: the booking as it was last, cancelled.
    expect(cancelledEvent).toEqual({
      type: 'lead.updated',
      timestamp: cancelledAt,
      data: {
        ...asChanged,
        change: { at: cancelledAt, action: 'cancelled', from: change, to: null, version: 2 },
      },
    });

    const logged = JSON.stringify(log.lines);
    expect(logged).not.toContain(first.token);
    expect(logged).not.toContain(second.token);
  });

  it('posts a move’s lead.updated again through a 503, with the same webhook-id and a valid signature, until delivered', async () => {
    let refused = false;
    const { receiver, services, ask, visitorMails } = await start(engine, {
      // The receiver is down for the first lead.updated only.
      answerWebhook: (payload) => {
        if (payload.type !== 'lead.updated' || refused) return 204;
        refused = true;
        return 503;
      },
    });
    await postMultipart(services.config.formMailEndpoint, booking(services));
    const { token } = linkIn((await visitorMails(1))[0]!.text!);
    const change = { date: '2099-03-03', startHour: 11, hours: 2 };
    expect((await ask({ token, action: 'move', change })).body).toMatchObject({ status: 'moved' });
    const changeWebhook = async () =>
      (await services.records())[0]!.deliveries.find(({ kind }) => kind === 'webhook-change');
    await expect
      .poll(
        async () => (await changeWebhook())?.status,
        waitingFor('the lead.updated to be delivered through a 503'),
      )
      .toBe('delivered');

    const [lead] = await services.leads();
    const updates = receiver.arrived.filter(({ payload }) => payload.type === 'lead.updated');
    expect(updates.map(({ id, verified, status }) => [id, verified, status])).toEqual([
      [`${lead!.id}.change-1`, true, 503],
      [`${lead!.id}.change-1`, true, 204],
    ]);
    // Each post is the same event, only its signature's time new.
    expect(updates[1]!.payload).toEqual(updates[0]!.payload);
    expect(updates[1]!.payload).toMatchObject({
      data: { change: { action: 'moved', to: change, version: 1 } },
    });
    expect(await changeWebhook()).toMatchObject({ attempts: 2, change: 1 });
    expect((await services.listing()).join('\n')).toMatch(/webhook-change\s+delivered/);
  });

  it('mails each change of a booking in Abu Dhabi to the desk FORMS_ROUTES names for that emirate, not FORMS_NOTIFY_TO', async () => {
    const { smtp, services, ask, visitorMails } = await start(engine, {
      routes: parseRoutes(
        'booking.emirate=dubai:dubai-desk@acme.example;booking.emirate=abu-dhabi:ad-desk@acme.example',
      ),
    });
    // An onsite booking in Abu Dhabi, the emirate as the form sends it (in either language).
    const inAbuDhabi = { ...booking(services), service_type: 'onsite', emirate: 'Abu Dhabi' };
    expect((await postMultipart(services.config.formMailEndpoint, inAbuDhabi)).status).toBe(200);
    const first = linkIn((await visitorMails(1))[0]!.text!);
    const change = { date: '2099-03-04', startHour: 9, hours: 4 };
    expect((await ask({ token: first.token, action: 'move', change })).body).toMatchObject({
      status: 'moved',
      fields: { emirate: 'Abu Dhabi' },
    });
    const deskMails = async (count: number) => {
      await expect
        .poll(
          async () => (await smtp.to('ad-desk@acme.example')).length,
          waitingFor(`${count} mails to the Abu Dhabi desk`),
        )
        .toBe(count);
      return smtp.to('ad-desk@acme.example');
    };
    // The move's mail is in before the cancel: a change's mails replace those not yet sent.
    await deskMails(2);
    const second = linkIn((await visitorMails(2))[1]!.text!);
    expect((await ask({ token: second.token, action: 'cancel' })).body).toMatchObject({
      status: 'cancelled',
    });
    const mails = await deskMails(3);
    await services.settled();

    expect(mails.map((mail) => mail.subject!.replace(/\].*/, ']')).sort()).toEqual([
      '[Booking cancelled]',
      '[Booking moved]',
      '[Website lead]',
    ]);
    // The envelopes as the mail server read them (RCPT TO), the visitor's own mails left out.
    const company = smtp.received.map((mail) => mail.to).filter((to) => !to.includes('sara@x.ae'));
    expect(company).toEqual([
      ['ad-desk@acme.example'],
      ['ad-desk@acme.example'],
      ['ad-desk@acme.example'],
    ]);
    const [record] = await services.records();
    expect(
      record!.deliveries
        .filter(({ kind }) => kind.startsWith('company'))
        .map(({ kind, to }) => [kind, to]),
    ).toEqual([
      ['company', 'ad-desk@acme.example'],
      ['company-change', 'ad-desk@acme.example'],
    ]);
  });

  it('applies one of two changes racing from two tabs and tells the other its link was used', async () => {
    const { services, ask, visitorMails } = await start(engine);
    await postMultipart(services.config.formMailEndpoint, booking(services, 'ar'));
    const [confirmation] = await visitorMails(1);
    const { page, token } = linkIn(confirmation!.text!);
    expect(page).toBe(`${SITE}/ar/on-demand-support/booking`);
    const answers = await Promise.all([
      ask({ token, action: 'move', change: { date: '2099-03-03', startHour: 9, hours: 2 } }),
      ask({ token, action: 'cancel' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
    expect(answers.find((answer) => answer.status === 410)?.body).toEqual({
      status: 'gone',
      reason: 'used',
    });
    expect((await services.leads())[0]!.bookingChanges).toHaveLength(1);
    // The change's mail is in the booking's language, with its calendar file.
    const [, changeMail] = await visitorMails(2);
    expect(['تم تغيير موعد حجزك', 'تم إلغاء حجزك']).toContain(
      changeMail!.subject!.replace(/ \(.*/, ''),
    );
    expect(changeMail!.html).toContain('dir="rtl"');
    expect(['REQUEST', 'CANCEL']).toContain(calendarOf(changeMail!).method);
  });

  it('answers a tampered, expired or erased link, and a server without the secret', async () => {
    const { services, ask, visitorMails } = await start(engine);
    await postMultipart(services.config.formMailEndpoint, booking(services));
    const { token } = linkIn((await visitorMails(1))[0]!.text!);
    // One bit of the signature flipped; then the same signature spelled otherwise (padded).
    const [payload, signed] = token.split('.') as [string, string];
    const flipped = Buffer.from(signed, 'base64url');
    flipped[0]! ^= 1;
    for (const tampered of [
      `${payload}.${flipped.toString('base64url')}`,
      `${payload}.${Buffer.from(signed, 'base64url').toString('base64')}`,
    ])
      expect(await ask({ token: tampered, action: 'view' })).toMatchObject({
        status: 400,
        body: { status: 'gone', reason: 'invalid' },
      });
    // The booking starts at 10:00 Dubai time on its day: a millisecond before, its link still
    // works; from then, it ends. The clock stands still at each time set.
    const starts = Date.parse('2099-03-02T10:00:00+04:00');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(starts - 1));
    expect(await ask({ token, action: 'view' })).toMatchObject({
      status: 200,
      body: { status: 'booked' },
    });
    vi.setSystemTime(new Date(starts));
    expect(await ask({ token, action: 'view' })).toMatchObject({
      status: 410,
      body: { status: 'gone', reason: 'expired' },
    });
    vi.useRealTimers();
    await services.reading((store) => store.leads.erase({ from: 'sara@x.ae' }));
    expect((await ask({ token, action: 'view' })).body).toEqual({
      status: 'gone',
      reason: 'erased',
    });

    const without = await start(engine, { linkSecret: undefined });
    await postMultipart(without.services.config.formMailEndpoint, booking(without.services));
    const [mail] = await without.visitorMails(1);
    expect(mail!.text).not.toContain('/on-demand-support/booking');
    expect(await without.ask({ token, action: 'view' })).toMatchObject({ status: 404 });
    expect(JSON.stringify(without.log.lines)).toContain('FORMS_LINK_SECRET');
  });

  it('limits the requests of one booking, not of the address', async () => {
    const { services, ask, visitorMails } = await start(engine);
    await postMultipart(services.config.formMailEndpoint, booking(services));
    const { token } = linkIn((await visitorMails(1))[0]!.text!);
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await ask({ token, action: 'view' }));
    expect(answers.slice(0, 30).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[30]).toMatchObject({ status: 429, body: { status: 'limited' } });
    expect(Number(answers[30]!.retryAfter)).toBeGreaterThan(0);
  });
});

describe('FORMS_LINK_SECRET', () => {
  it('is refused when short', () => {
    expect(envProblems({ FORMS_LINK_SECRET: 'short' })).toEqual([
      'FORMS_LINK_SECRET must be at least 32 characters without spaces, e.g. openssl rand -hex 32',
    ]);
    expect(envProblems({ FORMS_LINK_SECRET: 'x'.repeat(32) })).toEqual([]);
  });

  it('unset, signs with the development secret only for a development run of a site on this machine, listening on it alone', () => {
    const secretOf = (env: Record<string, string>) => configurationFromEnv(env).options.linkSecret;
    expect(secretOf({})).toBe(DEVELOPMENT_LINK_SECRET);
    expect(secretOf({ VITE_SITE_URL: 'http://localhost:4901' })).toBe(DEVELOPMENT_LINK_SECRET);
    expect(secretOf({ SITE_ENV: 'production', FORMS_SCAN: 'off' })).toBeUndefined();
    expect(secretOf({ VITE_SITE_URL: 'https://www.acme.ae' })).toBeUndefined();
    expect(secretOf({ FORMS_LINK_SECRET: 'y'.repeat(32) })).toBe('y'.repeat(32));
    // The services listening beyond this machine: anyone there could forge a link.
    for (const host of ['localhost', '::1', '127.0.0.1'])
      expect(secretOf({ HOST: host })).toBe(DEVELOPMENT_LINK_SECRET);
    for (const host of ['0.0.0.0', '::', '192.168.1.20'])
      expect(secretOf({ HOST: host })).toBeUndefined();
    expect(secretOf({ HOST: '0.0.0.0', FORMS_LINK_SECRET: 'y'.repeat(32) })).toBe('y'.repeat(32));
  });
});
