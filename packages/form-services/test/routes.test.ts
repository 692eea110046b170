import { describe, expect, it } from 'vitest';
import { parseRoutes } from '../src/routing/parse-routes';
import {
  ACCESS_KEY,
  ENGINES,
  contactFields,
  postMultipart,
  startServices,
  startSmtp,
  track,
  waitingFor,
  type Services,
} from './helpers';
import { leadsCommand } from './processes';

/** An onsite booking in Abu Dhabi, as the form posts it (in either language). */
const BOOKING = {
  access_key: ACCESS_KEY,
  source: 'on-demand-support',
  name: 'Sara',
  email: 'sara@client.ae',
  service_type: 'onsite',
  emirate: 'Abu Dhabi',
  requested_date: '2099-06-01',
  requested_hour_gst: '10:00',
  hours: '3',
  language: 'ar',
};

/** What the built `pnpm leads` prints, run with `args` on the services' store. */
async function listed(services: Services, ...args: string[]): Promise<string> {
  const where = await services.storeWhere();
  const { code, output } = await leadsCommand(args, {
    FORMS_OUTBOX: where.outboxDir,
    DATABASE_URL: where.databaseUrl ?? '',
  });
  expect(code).toBe(0);
  return output;
}

describe.each(ENGINES)('FORMS_ROUTES (%s)', (engine) => {
  it('sends each company mail once to every address its routes name, and pnpm leads shows where it went', async () => {
    const smtp = track(await startSmtp());
    const services = track(
      await startServices({
        engine,
        smtpUrl: smtp.url,
        companyEmail: 'info@x.ae',
        routes: parseRoutes(
          'booking.emirate=abu-dhabi:ad-desk@x.ae,service@x.ae;booking:service@x.ae;' +
            'contact.subject=outage:noc@x.ae',
        ),
      }),
    );
    const endpoint = services.config.formMailEndpoint;
    expect((await postMultipart(endpoint, BOOKING)).status).toBe(200);
    const outage = contactFields('omar@client.ae', { subject: 'Network OUTAGE at the office' });
    expect((await postMultipart(endpoint, outage)).status).toBe(200);
    const other = contactFields('lina@client.ae', { subject: 'A question' });
    expect((await postMultipart(endpoint, other)).status).toBe(200);
    await services.settled();

    // The envelopes as the mail server read them (RCPT TO), the visitors' own mails left out.
    const company = smtp.received
      .map((mail) => mail.to)
      .filter((to) => !to.some((address) => address.endsWith('@client.ae')));
    expect(company).toHaveLength(3);
    expect(company).toEqual(
      expect.arrayContaining([['ad-desk@x.ae', 'service@x.ae'], ['noc@x.ae'], ['info@x.ae']]),
    );
    const [adDesk] = await smtp.to('ad-desk@x.ae');
    expect(adDesk?.subject).toContain('Sara');

    const listing = await listed(services);
    expect(listing).toMatch(/company\s+delivered\s+to ad-desk@x\.ae, service@x\.ae /);
    expect(listing).toMatch(/company\s+delivered\s+to noc@x\.ae /);
    expect(listing).toMatch(/company\s+delivered\s+to info@x\.ae /);
  });

  it('records an address the mail server refuses while it takes the others, and resend mails that one alone', async () => {
    let refusing = true;
    const smtp = track(
      await startSmtp({
        refuse: (to) =>
          refusing && to === 'hr@x.ae' ? { code: 550, message: '5.1.1 No such user' } : null,
      }),
    );
    const services = track(
      await startServices({
        engine,
        smtpUrl: smtp.url,
        companyEmail: 'info@x.ae',
        routes: parseRoutes('contact:hr@x.ae,sales@x.ae'),
      }),
    );
    const sent = await postMultipart(
      services.config.formMailEndpoint,
      contactFields('omar@client.ae'),
    );
    expect(sent.status).toBe(200);
    const [record] = await services.settled();
    expect(record?.deliveries[0]).toMatchObject({
      kind: 'company',
      to: 'hr@x.ae, sales@x.ae',
      refused: ['hr@x.ae'],
      status: 'failed',
    });
    expect(record?.deliveries[0]?.lastError).toContain('550');
    expect(smtp.received.map((mail) => mail.to)).toContainEqual(['sales@x.ae']);
    expect(await listed(services, 'failed')).toMatch(
      /company\s+failed\s+to hr@x\.ae, sales@x\.ae \(refused: hr@x\.ae\) after 1 attempts: .*550/,
    );

    refusing = false;
    const [lead] = await services.leads();
    expect(await listed(services, 'resend', lead!.reference)).toContain(
      'company mail to hr@x.ae (lead',
    );
    await expect
      .poll(
        async () => (await smtp.to('hr@x.ae')).length,
        waitingFor('the refused address to be mailed on request'),
      )
      .toBe(1);
    const [after] = await services.settled();
    expect(after?.deliveries[0]).toMatchObject({ status: 'delivered', to: 'hr@x.ae, sales@x.ae' });
    expect(after?.deliveries[0]).not.toHaveProperty('refused');
    // The resend went to the refused address alone: the others had it already.
    expect(smtp.received.filter((mail) => mail.to.includes('sales@x.ae'))).toHaveLength(1);
    expect(smtp.received.at(-1)?.to).toEqual(['hr@x.ae']);
  });

  it('retries an address refused for now (4xx) alone, while the others have the mail', async () => {
    let refusals = 1;
    const smtp = track(
      await startSmtp({
        refuse: (to) =>
          to === 'hr@x.ae' && refusals-- > 0 ? { code: 450, message: '4.2.1 Try later' } : null,
      }),
    );
    const services = track(
      await startServices({
        engine,
        smtpUrl: smtp.url,
        routes: parseRoutes('contact:hr@x.ae,sales@x.ae'),
      }),
    );
    await postMultipart(services.config.formMailEndpoint, contactFields('omar@client.ae'));
    const [record] = await services.settled();
    expect(record?.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(record?.deliveries[0]).not.toHaveProperty('refused');
    const company = smtp.received.filter((mail) => !mail.to.includes('omar@client.ae'));
    expect(company.map((mail) => mail.to)).toEqual([['sales@x.ae'], ['hr@x.ae']]);
  });
});
