import { createFormsClient, quoteText } from '@acme/forms-client';
import { QUOTE_CONTRACT, REFERENCE_PATTERN } from '@acme/forms-client/contract';
import { priceQuote, toQuoteQuery } from '@acme/pricing-engine';
import { pdfBytes } from '@acme/tooling/test-documents';
import ICAL from 'ical.js';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_OFFICE_HOURS } from '../src/config/options';
import { exportLeadsCsv } from '../src/export/export-leads';
import { openStore } from '../src/store/open-store';
import {
  ENGINES,
  contactFields,
  freePort,
  newDatabase,
  postMultipart,
  startServices,
  startSilentServer,
  startSmtp,
  type Services,
  track,
  waitingFor,
} from './helpers';

const CONTEXT = {
  page: 'http://127.0.0.1/',
  referrer: '',
  campaign: { utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' },
};

afterEach(() => vi.useRealTimers());

const client = (services: Services) => createFormsClient(services.config, () => CONTEXT);

/** The next date (from 2099 on, far from today) with this UTC weekday, 0 = Sunday. */
function dayOf(weekday: number): string {
  const start = Date.UTC(2099, 0, 1);
  const offset = (weekday - new Date(start).getUTCDay() + 7) % 7;
  return new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
}

/** An onsite booking in Abu Dhabi, on a Saturday at 10:00 for 3 hours, as the form posts it. */
const saturdayBooking = (services: Services) => ({
  access_key: services.config.accessKey,
  source: 'on-demand-support',
  name: 'Sara',
  email: 'sara@x.ae',
  service_type: 'onsite',
  emirate: 'Abu Dhabi',
  requested_date: dayOf(6),
  requested_hour_gst: '10:00',
  hours: '3',
});

describe('delivery over SMTP', () => {
  it('mails the company, answerable to the visitor, and the visitor a confirmation with the reference', async () => {
    const smtp = track(await startSmtp());
    const services = track(
      await startServices({ smtpUrl: smtp.url, companyEmail: 'leads@example.ae' }),
    );
    const sent = await client(services).assessment({
      // Characters a mail must carry as they are (markup in a name would be held as spam).
      name: 'Aisha "Khan" & Sons',
      email: 'aisha@firm.ae',
      company: 'Firm',
      message: 'Please visit http://spam.example and buy',
    });
    expect(sent.status).toBe('sent');
    await services.settled();
    const [lead] = await services.leads();
    expect(lead!.reference).toMatch(REFERENCE_PATTERN);

    const [company] = await smtp.to('leads@example.ae');
    expect(company!.replyTo).toEqual([{ address: 'aisha@firm.ae', name: '' }]);
    expect(company!.subject).toBe(
      `[Website lead] ${lead!.fields.subject} from Aisha "Khan" & Sons (${lead!.reference})`,
    );
    expect(company!.text).toContain('company: Firm');

    const [visitor] = await smtp.to('aisha@firm.ae');
    expect(visitor!.subject).toBe(
      `We received your free IT assessment request (${lead!.reference})`,
    );
    expect(visitor!.text).toContain(`Reference: ${lead!.reference}`);
    // Nothing the visitor typed: the form cannot carry a stranger's words to an inbox.
    for (const typed of ['Aisha', 'Khan', 'Firm', 'spam.example'])
      expect(`${visitor!.subject}\n${visitor!.text}`).not.toContain(typed);
    expect(smtp.received).toHaveLength(2);
  });

  it('mails the visitor the very reference the form showed them', async () => {
    const smtp = track(await startSmtp());
    const services = track(await startServices({ smtpUrl: smtp.url }));
    const sent = await client(services).contact({
      name: 'R',
      email: 'ref@x.ae',
      subject: 'S',
      message: 'M',
    });
    expect(sent.status).toBe('sent');
    const { reference } = sent as { reference: string };
    await services.settled();
    expect((await services.leads())[0]!.reference).toBe(reference);
    const [confirmation] = await smtp.to('ref@x.ae');
    expect(confirmation!.subject).toBe(`We received your message (${reference})`);
  });

  it('keeps a reference the form made, and makes one when the form sent none', async () => {
    const smtp = track(await startSmtp());
    const services = track(await startServices({ smtpUrl: smtp.url }));
    await postMultipart(`${services.url}/send-lead.php`, {
      name: 'K',
      email: 'k@x.ae',
      reference: 'AC-7Q4K2M',
    });
    await postMultipart(`${services.url}/send-lead.php`, {
      name: 'L',
      email: 'l@x.ae',
      reference: 'not-a-reference',
    });
    const references = (await services.leads()).map((lead) => lead.reference);
    expect(references).toContain('AC-7Q4K2M');
    expect(references.filter((reference) => reference !== 'AC-7Q4K2M')[0]).toMatch(
      REFERENCE_PATTERN,
    );
  });

  it('delivers every lead exactly once when the mail server was down and comes back', async () => {
    const port = await freePort();
    const services = track(await startServices({ smtpUrl: `smtp://127.0.0.1:${port}` }));
    const forms = client(services);
    for (let i = 0; i < 5; i++)
      await forms.contact({ name: 'N', email: `visitor${i}@x.ae`, subject: 'S', message: 'M' });
    // Every lead has been tried, and is waiting for the server.
    await expect
      .poll(
        async () =>
          (await services.records()).filter((record) =>
            record.deliveries.every((d) => d.status === 'pending' && d.attempts > 0 && d.lastError),
          ).length,
        waitingFor('all five leads to be tried and waiting for the mail server'),
      )
      .toBe(5);

    const smtp = track(await startSmtp({ port }));
    const records = await services.settled();
    expect(records.flatMap((record) => record.deliveries.map((d) => d.status))).toEqual(
      Array(10).fill('delivered'),
    );
    // Nothing more comes: the services finish any send still in flight as they close.
    await services.close();
    expect(smtp.received).toHaveLength(10);
    for (let i = 0; i < 5; i++) expect(await smtp.to(`visitor${i}@x.ae`)).toHaveLength(1);
    expect(await smtp.to('info@example.ae')).toHaveLength(5);
  });

  it('retries a 451 until it is taken; records a 550 as failed, lists it, and sends it again on request', async () => {
    let greylisted = 2;
    let unknownUser = true;
    const smtp = track(
      await startSmtp({
        refuse: (recipient) =>
          recipient === 'grey@x.ae' && greylisted-- > 0
            ? { code: 451, message: 'Greylisted, try again later' }
            : recipient === 'gone@x.ae' && unknownUser
              ? { code: 550, message: 'No such user' }
              : null,
      }),
    );
    const services = track(await startServices({ smtpUrl: smtp.url }));
    const forms = client(services);
    await forms.contact({ name: 'G', email: 'grey@x.ae', subject: 'S', message: 'M' });
    await forms.contact({ name: 'U', email: 'gone@x.ae', subject: 'S', message: 'M' });
    const records = await services.settled();
    const leads = await services.leads();
    const recordOf = (email: string) =>
      records.find((record) => record.lead === leads.find((l) => l.fields.email === email)!.id)!;

    const grey = recordOf('grey@x.ae').deliveries[1]!;
    expect(grey).toMatchObject({ kind: 'visitor', status: 'delivered', attempts: 3 });
    const gone = recordOf('gone@x.ae').deliveries[1]!;
    expect(gone).toMatchObject({ kind: 'visitor', status: 'failed', attempts: 1 });
    expect(gone.lastError).toContain('550');
    expect(recordOf('gone@x.ae').deliveries[0]!.status).toBe('delivered');

    const listed = await services.listing(true);
    expect(listed[0]).toContain('gone@x.ae');
    expect(listed.join('\n')).toMatch(/visitor\s+failed\s+after 1 attempts: .*550 No such user/);
    expect(listed.join('\n')).not.toContain('grey@x.ae');

    unknownUser = false;
    const goneLead = leads.find((l) => l.fields.email === 'gone@x.ae')!;
    expect(await services.resend(goneLead.reference)).toContain('visitor mail to gone@x.ae');
    await expect
      .poll(
        async () => (await smtp.to('gone@x.ae')).length,
        waitingFor('the refused mail to be sent again on request'),
      )
      .toBe(1);
    await services.settled();
    expect(await services.resend(goneLead.id)).toBe(
      `Lead ${goneLead.id} has no failed mail to send again.`,
    );
  });

  it('records temporary refusals that outlast the retry period as failed, and lists them', async () => {
    // The period runs on the test's clock (only Date is faked; timers and sockets run as they
    // do), moved in steps far longer than a retry's wait or the ticks expect.poll gives a faked
    // clock: however slow an attempt, a refusal within the period is retried, and the first one
    // after it is the last.
    vi.useFakeTimers({ toFake: ['Date'] });
    const smtp = track(
      await startSmtp({
        refuse: (recipient) =>
          recipient === 'full@x.ae' ? { code: 452, message: 'Mailbox full, try later' } : null,
      }),
    );
    // The 3 days of production, shortened.
    const periodMs = 3_600_000;
    const services = track(
      await startServices({
        smtpUrl: smtp.url,
        delivery: { giveUpAfterMs: periodMs, retryDelaysMs: [600_000] },
      }),
    );
    const queued = Date.now();
    await client(services).contact({ name: 'F', email: 'full@x.ae', subject: 'S', message: 'M' });
    const visitorMail = async () => (await services.records())[0]?.deliveries[1];
    const attempts = async () => (await visitorMail())?.attempts;
    await expect.poll(attempts, waitingFor('the visitor mail’s first refusal')).toBe(1);
    vi.setSystemTime(queued + periodMs / 2);
    await expect.poll(attempts, waitingFor('its retry within the period')).toBe(2);
    expect((await visitorMail())?.status).toBe('pending');
    vi.setSystemTime(queued + periodMs + 60_000);
    const [record] = await services.settled();
    const [company, visitor] = record!.deliveries;
    expect(company!.status).toBe('delivered');
    expect(visitor!.status).toBe('failed');
    expect(visitor!.attempts).toBeGreaterThan(1);
    expect(visitor!.lastError).toContain('452');
    expect(Date.parse(visitor!.queuedAt) + periodMs).toBeLessThanOrEqual(Date.now());

    const listed = await services.listing(true);
    expect(listed.join('\n')).toMatch(/visitor\s+failed\s+after \d+ attempts: .*452 Mailbox full/);
  });

  it('holds no more connections to a silent mail server than its pool', async () => {
    const silent = track(await startSilentServer());
    const services = track(
      await startServices({
        smtpUrl: silent.url,
        delivery: { maxConnections: 2, greetingTimeoutMs: 300, connectionTimeoutMs: 300 },
      }),
    );
    const forms = client(services);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => forms.checklist({ name: 'S', email: `s${i}@x.ae` })),
    );
    await expect
      .poll(
        async () =>
          (await services.records()).filter((record) =>
            record.deliveries.some((d) => d.lastError?.includes('ETIMEDOUT')),
          ).length,
        // Each attempt waits out the silent server's greeting: some take a while on a busy machine.
        waitingFor('more than three leads to time out waiting for the greeting'),
      )
      .toBeGreaterThan(3);
    expect(silent.mostOpen()).toBeGreaterThan(0);
    expect(silent.mostOpen()).toBeLessThanOrEqual(2);
  });
});

describe('visitor copies', () => {
  it('mails the checklist PDF the site serves, byte for byte', async () => {
    const pdfPath = join(await mkdtemp(join(tmpdir(), 'checklist-')), 'it-amc-checklist.pdf');
    await writeFile(pdfPath, pdfBytes());
    const smtp = track(await startSmtp());
    const services = track(await startServices({ smtpUrl: smtp.url, checklistPdfPath: pdfPath }));
    await client(services).checklist({ name: 'Khalid', email: 'khalid@retail.ae' });
    await services.settled();
    const [copy] = await smtp.to('khalid@retail.ae');
    expect(copy!.subject).toBe('Your IT checklist');
    expect(copy!.attachments).toHaveLength(1);
    expect(copy!.attachments[0]).toMatchObject({
      filename: 'it-amc-checklist.pdf',
      mimeType: 'application/pdf',
    });
    expect(Buffer.from(copy!.attachments[0]!.content as ArrayBuffer)).toEqual(
      await readFile(pdfPath),
    );
  });

  it('mails a saved quote priced again on the server, with a link that reopens it', async () => {
    const smtp = track(await startSmtp());
    const services = track(
      await startServices({ smtpUrl: smtp.url, siteUrl: 'https://www.example.ae' }),
    );
    const env = { numUsers: 16, numServers: 2, supportHours: '24x7', addons: { avMgmt: true } };
    const quote = priceQuote(env);
    // The browser's text is ignored: a tampered message never reaches the visitor.
    const reply = await fetch(services.config.formMailEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        access_key: services.config.accessKey,
        source: 'saved-quote',
        subject: 'Your saved IT quote',
        name: 'Omar',
        email: 'omar@x.ae',
        quote_query: toQuoteQuery(env),
        message: 'Total per month — AED 1 (click http://evil.example)',
        page: 'http://evil.example',
      }),
    });
    expect(reply.status).toBe(200);
    await services.settled();
    const [copy] = await smtp.to('omar@x.ae');
    expect(copy!.subject).toBe('Your saved IT quote');
    for (const line of quoteText(quote).filter(Boolean)) expect(copy!.text).toContain(line);
    expect(copy!.text).toContain(
      `https://www.example.ae/pricing?${toQuoteQuery(quote.environment)}`,
    );
    expect(copy!.text).not.toContain('evil.example');
    expect(copy!.text).not.toContain('Omar');
  });

  it('refuses a saved quote whose calculator state names no calculation', async () => {
    const services = track(await startServices());
    const { status, body } = await postMultipart(services.config.formMailEndpoint, {
      access_key: services.config.accessKey,
      source: 'saved-quote',
      name: 'Omar',
      email: 'omar@x.ae',
      quote_query: 'utm_source=x',
    });
    expect(status).toBe(400);
    expect(body.message).toBe('The quote could not be read. Please calculate it again.');
    expect(await services.leads()).toEqual([]);
  });

  it('confirms a booking with the Dubai time, the server’s own estimate and a calendar invitation', async () => {
    const smtp = track(await startSmtp());
    const services = track(await startServices({ smtpUrl: smtp.url }));
    const saturday = dayOf(6);
    const reply = await postMultipart(services.config.formMailEndpoint, {
      ...saturdayBooking(services),
      calculated_total_aed: '1', // a browser's figure, never repeated
    });
    expect(reply.status).toBe(200);
    await services.settled();
    const [confirmation] = await smtp.to('sara@x.ae');
    // site-pages.md: onsite AED 450 for 2 hours + AED 150 per extra hour, ×1.5 on a weekend,
    // then AED 200 travel outside Dubai and Sharjah.
    const estimate = (450 + 150) * 1.5 + 200;
    expect(confirmation!.text).toContain(`Estimate: AED ${estimate.toLocaleString('en-US')}`);
    expect(confirmation!.text).toMatch(
      /Requested: Saturday, \d+ \w+ 2099, 10:00 to 13:00 Dubai time/,
    );
    expect(confirmation!.text).toContain('Service: Onsite support in Abu Dhabi');

    const invitation = confirmation!.attachments.find((file) => file.filename === 'booking.ics')!;
    expect(invitation.mimeType).toBe('text/calendar');
    const jcal: unknown[] = ICAL.parse(new TextDecoder().decode(invitation.content as ArrayBuffer));
    const calendar = new ICAL.Component(jcal);
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(`${saturday}T06:00:00.000Z`);
    expect(event.endDate.toJSDate().toISOString()).toBe(`${saturday}T09:00:00.000Z`);
  });

  it('ends a long booking across midnight at the same time in the mail and in the invitation', async () => {
    const smtp = track(await startSmtp());
    const services = track(await startServices({ smtpUrl: smtp.url }));
    const friday = dayOf(5);
    const reply = await postMultipart(services.config.formMailEndpoint, {
      access_key: services.config.accessKey,
      source: 'on-demand-support',
      name: 'Sara',
      email: 'sara@x.ae',
      service_type: 'remote',
      requested_date: friday,
      requested_hour_gst: '22:00',
      hours: '24',
    });
    expect(reply.status).toBe(200);
    await services.settled();
    const [confirmation] = await smtp.to('sara@x.ae');
    // 24 hours from 22:00 on the Friday end at 22:00 on the Saturday, Dubai time.
    expect(confirmation?.text).toMatch(
      /Requested: Friday, \d+ \w+ 2099, 22:00 to 22:00 \(next day\) Dubai time/,
    );
    const invitation = confirmation?.attachments.find((file) => file.filename === 'booking.ics');
    const content = invitation?.content ?? '';
    const ics = typeof content === 'string' ? content : new TextDecoder().decode(content);
    const compact = (date: string) => date.replace(/-/g, '');
    expect(ics).toContain(`DTSTART;TZID=Asia/Dubai:${compact(friday)}T220000`);
    expect(ics).toContain(`DTEND;TZID=Asia/Dubai:${compact(dayOf(6))}T220000`);
  });

  it('mails the company the booking as received and the server’s own price, marked where it differs', async () => {
    const smtp = track(await startSmtp());
    const services = track(await startServices({ smtpUrl: smtp.url }));
    const reply = await postMultipart(services.config.formMailEndpoint, {
      ...saturdayBooking(services),
      after_hours: 'Yes',
      travel_charge_aed: '200',
      calculated_total_aed: '1',
    });
    expect(reply.status).toBe(200);
    await services.settled();
    const [company] = await smtp.to('info@example.ae');
    const text = company?.text ?? '';
    // site-pages.md: onsite AED 450 for 2 hours + AED 150 per extra hour, ×1.5 on a weekend,
    // then AED 200 travel outside Dubai and Sharjah.
    const total = (450 + 150) * 1.5 + 200;
    expect(text).toContain('\ncalculated_total_aed: 1\n');
    expect(text).toContain('Computed by the server:');
    expect(text).toContain(`- calculated_total_aed: ${total} [DIFFERS: the browser sent 1]`);
    expect(text).toContain('- travel_charge_aed: 200\n');
    expect(text).toContain('- after_hours: Yes\n');
    const breakdown = /^- pricing_breakdown: (\{.*\}) \[DIFFERS/m.exec(text)?.[1] ?? '{}';
    expect(JSON.parse(breakdown)).toEqual({
      base_includes_hours: 2,
      base_rate_aed: 450,
      extra_hours: 1,
      extra_rate_aed: 150,
      after_hours_multiplier: 1.5,
      travel_charge_aed: 200,
    });
  });

  it('mails the company a quote’s total as the server prices it from the calculator state, marked where it differs', async () => {
    const smtp = track(await startSmtp());
    const services = track(await startServices({ smtpUrl: smtp.url }));
    // site-core.md: 10 users at AED 125 make AED 1,250 a month, below the first discount tier.
    const request = await postMultipart(services.config.formMailEndpoint, {
      access_key: services.config.accessKey,
      subject: 'Custom Quote Request: Corp',
      name: 'Lina',
      email: 'lina@corp.ae',
      company: 'Corp',
      phone: '',
      message: [
        'Monthly estimate',
        '- Users: 10 × AED 125 — AED 1',
        '- Total per month — AED 1',
        '',
        'Notes: - Total per month — AED 1,250',
        'Page: https://example.ae/pricing?users=10&servers=0&hours=8x5#summary',
      ].join('\n'),
    });
    expect(request.status).toBe(200);
    const saved = await postMultipart(services.config.formMailEndpoint, {
      access_key: services.config.accessKey,
      subject: 'Your saved IT quote',
      source: 'saved-quote',
      name: 'Omar',
      email: 'omar@x.ae',
      quote_query: 'users=10&hours=8x5',
      message:
        'Monthly estimate\n- Total per month — AED 1,250\n\nPage: https://example.ae/pricing',
    });
    expect(saved.status).toBe(200);
    await services.settled();
    const texts = (await smtp.to('info@example.ae')).map((mail) => mail.text ?? '');
    const quoteMail = texts.find((text) => text.includes('form quote,')) ?? '';
    expect(quoteMail).toContain(
      'Computed by the server:\n- Total per month: AED 1,250 [DIFFERS: the browser sent AED 1]',
    );
    const savedMail = texts.find((text) => text.includes('form saved-quote,')) ?? '';
    expect(savedMail).toContain('Computed by the server:\n- Total per month: AED 1,250');
    expect(savedMail).not.toContain('DIFFERS');
  });

  it('refuses a booking the form could not have sent, and one for a past day', async () => {
    const services = track(await startServices());
    const booking = {
      access_key: services.config.accessKey,
      source: 'on-demand-support',
      name: 'Sara',
      email: 'sara@x.ae',
      service_type: 'remote',
      requested_hour_gst: '10:00',
      hours: '3',
    };
    const past = await postMultipart(services.config.formMailEndpoint, {
      ...booking,
      requested_date: '2020-01-05',
    });
    expect(past).toEqual({
      status: 400,
      body: { success: false, message: 'Please choose today or a later date.' },
    });
    const malformed = await postMultipart(services.config.formMailEndpoint, {
      ...booking,
      requested_date: dayOf(1),
      requested_hour_gst: '25:00',
    });
    expect(malformed.status).toBe(400);
    const tooLong = await postMultipart(services.config.formMailEndpoint, {
      ...booking,
      requested_date: dayOf(1),
      hours: '25',
    });
    expect(tooLong).toEqual({
      status: 400,
      body: { success: false, message: 'Please choose at most 24 hours.' },
    });
    expect(await services.leads()).toEqual([]);
  });

  it('sends one address at most 3 visitor mails an hour; the rest are suppressed and listed', async () => {
    const smtp = track(await startSmtp());
    const services = track(await startServices({ smtpUrl: smtp.url }));
    const forms = client(services);
    for (let i = 0; i < 5; i++)
      await forms.contact({ name: 'V', email: 'Victim@X.ae', subject: 'S', message: 'M' });
    const records = await services.settled();
    const visitor = records.map((record) => record.deliveries[1]!.status).sort();
    expect(visitor).toEqual(['delivered', 'delivered', 'delivered', 'suppressed', 'suppressed']);
    expect(await smtp.to('Victim@X.ae')).toHaveLength(3);
    expect(await smtp.to('info@example.ae')).toHaveLength(5);
    const listed = await services.listing();
    expect(listed.filter((line) => /visitor\s+suppressed/.test(line))).toHaveLength(2);
  });

  it('attaches an RFI file up to the attachment limit, and names a larger one with where it is kept', async () => {
    const smtp = track(await startSmtp());
    const small = pdfBytes();
    const services = track(
      await startServices({
        smtpUrl: smtp.url,
        companyEmail: 'leads@example.ae',
        delivery: { maxAttachmentBytes: small.length },
      }),
    );
    const rfi = { name: 'Nadia', email: 'nadia@gov.ae', company: 'Gov' };
    await postMultipart(services.config.rfiEndpoint, {
      ...rfi,
      file: new File([small], 'small.pdf'),
    });
    const large = new Uint8Array(small.length + 1);
    large.set(small);
    await postMultipart(services.config.rfiEndpoint, {
      ...rfi,
      file: new File([large], 'large.pdf'),
    });
    await services.settled();
    const mails = await smtp.to('leads@example.ae');
    const withSmall = mails.find((mail) => mail.text!.includes('small.pdf'))!;
    expect(withSmall.attachments.map((file) => file.filename)).toEqual(['small.pdf']);
    const withLarge = mails.find((mail) => mail.text!.includes('large.pdf'))!;
    expect(withLarge.attachments).toEqual([]);
    const [lead] = (await services.leads()).filter((l) => l.attachment?.fileName === 'large.pdf');
    expect(withLarge.text).toContain(
      `not attached (over ${small.length} bytes); kept in ${await services.storeDescription()} (lead ${lead!.id})`,
    );
  });
});

describe('a lead filed under a new reference', () => {
  it('is mailed to the company by its one reference, saying the form’s reference was taken', async () => {
    const smtp = track(await startSmtp());
    const services = track(await startServices({ smtpUrl: smtp.url }));
    const post = (message: string) =>
      postMultipart(
        services.config.formMailEndpoint,
        contactFields('lina@corp.ae', { reference: 'AC-7Q4K2M', message }),
      );
    await post('Our server is down');
    // README, Repeats: the same reference with other content is a new lead with a new reference.
    const other = await post('And the printer');
    const filedAs = String(other.body.reference);
    expect(filedAs).toMatch(REFERENCE_PATTERN);
    expect(filedAs).not.toBe('AC-7Q4K2M');
    await services.settled();

    const mails = await smtp.to('info@example.ae');
    const first = mails.find((mail) => mail.text?.includes('Our server is down'));
    const refiled = mails.find((mail) => mail.text?.includes('And the printer'));
    expect(first?.subject).toContain('(AC-7Q4K2M)');
    expect(first?.text).not.toContain('already used');
    expect(refiled?.subject).toBe(`[Website lead] S from K (${filedAs})`);
    expect(refiled?.text).toContain(
      `The form's reference AC-7Q4K2M was already used for other content; this lead is filed as ${filedAs}.`,
    );
    // The taken reference is named once, in that line, never as the lead's own field.
    expect(refiled?.text?.split('AC-7Q4K2M')).toHaveLength(2);
    expect(refiled?.text).not.toMatch(/^reference:/m);
    // The visitor is told the reference the lead is filed under.
    const confirmations = await smtp.to('lina@corp.ae');
    expect(confirmations.map((mail) => mail.subject)).toContain(
      `We received your message (${filedAs})`,
    );
  });

  it('names a quote request’s taken reference once too, where its message’s first line gave it', async () => {
    const smtp = track(await startSmtp());
    const services = track(await startServices({ smtpUrl: smtp.url }));
    // The quote request's JSON is fixed by the specification: its reference is its message's
    // first line (README, Repeats).
    const post = async (users: number) => {
      const answer = await fetch(services.config.formMailEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          access_key: services.config.accessKey,
          subject: `${QUOTE_CONTRACT.subjectPrefix} from Lina`,
          name: 'Lina',
          email: 'lina@corp.ae',
          company: 'Corp',
          message: `Reference: AC-9X4K2M\nPage: /pricing?users=${users}`,
        }),
      });
      return (await answer.json()) as { reference: string };
    };
    await post(10);
    const { reference: filedAs } = await post(12);
    expect(filedAs).not.toBe('AC-9X4K2M');
    await services.settled();
    const refiled = (await smtp.to('info@example.ae')).find((mail) =>
      mail.subject?.includes(filedAs),
    );
    expect(refiled?.text).toContain(
      `The form's reference AC-9X4K2M was already used for other content; this lead is filed as ${filedAs}.`,
    );
    expect(refiled?.text?.split('AC-9X4K2M')).toHaveLength(2);
    expect(refiled?.text).toContain('message: Page: /pricing?users=12');
  });
});

describe.each(ENGINES)('a lead kept whose fields no longer decode (%s)', (engine) => {
  it('is listed, exported and mailed as its fields, and the leads after it are delivered', async () => {
    const smtp = track(await startSmtp());
    const outboxDir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const where =
      engine === 'postgres' ? { outboxDir, databaseUrl: await newDatabase() } : { outboxDir };
    // Kept by an earlier server, or edited by hand: a booking for a day that does not exist,
    // which no form sends (README, Limits) and the intake refuses today.
    const kept = await openStore(where, 'server');
    await kept.leads.store(
      {
        endpoint: 'form-mail',
        form: 'booking',
        reference: 'AC-7Q4K2M',
        fields: {
          source: 'on-demand-support',
          name: 'Sara',
          email: 'sara@x.ae',
          service_type: 'remote',
          requested_date: '2026-02-30',
          requested_hour_gst: '10:00',
          hours: '3',
          calculated_total_aed: '600',
        },
        client: { ip: '127.0.0.1', userAgent: 'test' },
        fingerprint: 'kept-before',
      },
      { company: 'info@example.ae', visitor: 'sara@x.ae', webhook: null, visitorMailsPerHour: 3 },
    );
    await kept.close();

    const services = track(await startServices({ ...where, engine, smtpUrl: smtp.url }));
    const after = await postMultipart(services.config.formMailEndpoint, contactFields('omar@x.ae'));
    expect(after.status).toBe(200);
    const records = await services.settled();
    expect(records.flatMap(({ deliveries }) => deliveries.map(({ status }) => status))).toEqual([
      'delivered',
      'delivered',
      'delivered',
      'delivered',
    ]);

    const [company] = (await smtp.to('info@example.ae')).filter((mail) =>
      mail.subject?.includes('AC-7Q4K2M'),
    );
    expect(company?.text).toContain('requested_date: 2026-02-30');
    expect(company?.text).toContain('calculated_total_aed: 600');
    expect(company?.text).toContain('- none: the booking’s fields could not be read');
    // The visitor's confirmation names the request and its reference, and no estimate.
    const [confirmation] = await smtp.to('sara@x.ae');
    expect(confirmation?.subject).toContain('(AC-7Q4K2M)');
    expect(confirmation?.text).not.toContain('Estimate');
    expect(confirmation?.attachments).toEqual([]);

    expect((await services.listing()).join('\n')).toContain('AC-7Q4K2M');
    const reader = track(await openStore(where, 'reader'));
    const csv = await exportLeadsCsv(reader.leads, DEFAULT_OFFICE_HOURS);
    expect(csv.split('\r\n').find((row) => row.includes('AC-7Q4K2M'))).toContain('2026-02-30');
  });
});

describe('no SMTP server (development)', () => {
  it('writes each mail as the .eml production would send', async () => {
    const services = track(await startServices());
    await client(services).contact({
      name: 'Dev',
      email: 'dev@x.ae',
      subject: 'S',
      message: 'line one\nemail: forged@x.ae',
    });
    await services.settled();
    const [lead] = await services.leads();
    const mails = await services.mails();
    expect([...mails.keys()].sort()).toEqual([
      `${lead!.id}.company.eml`,
      `${lead!.id}.visitor.eml`,
    ]);
    const company = mails.get(`${lead!.id}.company.eml`)!;
    expect(company.to).toEqual([{ address: 'info@example.ae', name: '' }]);
    // A typed newline cannot make a line that passes for a field of its own.
    expect(company.text).toContain('message: line one\n  email: forged@x.ae');
    expect(mails.get(`${lead!.id}.visitor.eml`)!.subject).toBe(
      `We received your message (${lead!.reference})`,
    );
    const [record] = await services.records();
    expect(record!.deliveries[0]!.receipt).toBe(join(services.mailDir, `${lead!.id}.company.eml`));
  });
});
