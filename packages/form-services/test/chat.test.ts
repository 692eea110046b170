// A short message per new lead in the company's Slack or Teams channel, through the delivery
// queue, posted to a real receiver on loopback (issue #36, item 3).
import { decodeBooking } from '@acme/forms-client/contract';
import { filsToAed, formatAED, priceOnDemand } from '@acme/pricing-engine';
import { describe, expect, it } from 'vitest';
import { configurationFromEnv } from '../src/config/configuration';
import { envProblems } from '../src/config/env-schema';
import { leadMail } from '../src/delivery/mails';
import { decodeContent, decodeLead } from '../src/lead/decode-lead';
import { leadChatMessage } from '../src/chat/lead-chat-message';
import { DEFAULT_OFFICE_HOURS } from '../src/config/options';
import { serverFigures } from '../src/mail/server-figures';
import { releaseHeld } from '../src/leads';
import { parseRoutes } from '../src/routing/parse-routes';
import { openStore } from '../src/store/open-store';
import { startAlertReceiver } from './alert-receiver';
import {
  ACCESS_KEY,
  ENGINES,
  contactFields,
  postMultipart,
  startServices,
  track,
  waitingFor,
  type Services,
} from './helpers';

/** An onsite booking in Abu Dhabi, as the form posts it. */
const BOOKING = {
  access_key: ACCESS_KEY,
  source: 'on-demand-support',
  name: 'Sara',
  email: 'sara@client.ae',
  phone: '+971 50 123 4567',
  company: 'Sara Trading',
  service_type: 'onsite',
  emirate: 'Abu Dhabi',
  requested_date: '2099-06-01',
  requested_hour_gst: '10:00',
  hours: '3',
};

/** The chat settings a server starts with for these variables, as `.env` would give them. */
const chatOf = (env: Record<string, string>) => configurationFromEnv(env).options.chat;

/** The chat message of the services' one lead, as the store records it. */
const chatDelivery = async (services: Services) =>
  (await services.records())[0]?.deliveries.find((delivery) => delivery.kind === 'chat');

/** A Teams card's text block and facts, as the receiver got them. */
function teamsCard(body: Record<string, unknown>) {
  const [attachment] = body['attachments'] as {
    content: {
      body: { type: string; text?: string; facts?: { title: string; value: string }[] }[];
    };
  }[];
  const blocks = attachment?.content.body ?? [];
  return {
    text: blocks[0]?.text,
    facts: Object.fromEntries(
      (blocks.find((block) => block.type === 'FactSet')?.facts ?? []).map((fact) => [
        fact.title,
        fact.value,
      ]),
    ),
  };
}

describe.each(ENGINES)('chat notifications (%s)', (engine) => {
  it('posts one Slack message per new lead through a 503, without the e-mail or phone, and pnpm leads shows it', async () => {
    const slack = track(await startAlertReceiver({ refuseFirst: 1 }));
    const services = track(
      await startServices({
        engine,
        chat: chatOf({ FORMS_CHAT_URL: slack.url, FORMS_CHAT_FORMAT: 'slack' }),
      }),
    );
    const sent = await postMultipart(
      `${services.url}/api/submit`,
      contactFields('lina@corp.ae', {
        name: 'Lina',
        phone: '+971 50 765 4321',
        company: 'Gulf & Sons',
        subject: 'Backups',
      }),
    );
    expect(sent.status).toBe(200);
    await expect
      .poll(async () => (await chatDelivery(services))?.status, waitingFor('the chat message'))
      .toBe('delivered');

    // Refused once (503), then taken: two posts of the same message.
    expect(slack.received).toHaveLength(2);
    expect(slack.received[1]?.raw).toBe(slack.received[0]?.raw);
    const text = String(slack.received[1]?.body['text']);
    const reference = String(sent.body.reference);
    expect(text).toContain(reference);
    expect(text).toContain('contact');
    // Slack's own escaping of & < > (a visitor's words can mention no one).
    expect(text).toContain('*Company:* Gulf &amp; Sons');
    expect(text).toContain('*name:* Lina');
    // The contact form promises a reply within 24 hours: due a day after it came, Dubai time.
    const [lead] = await services.leads();
    const due = new Date(Date.parse(lead?.receivedAt ?? '') + 24 * 3_600_000 + 4 * 3_600_000);
    expect(text).toContain(
      `*Reply by:* ${due.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' })} ${due.toISOString().slice(0, 10)} ${due.toISOString().slice(11, 16)} Dubai time`,
    );
    expect(text).not.toMatch(/lina@corp\.ae|765 4321|Backups/);

    const listing = (await services.listing()).join('\n');
    expect(listing).toMatch(/chat\s+delivered/);
    // The channel's address is a credential: never printed.
    expect(listing).not.toContain(slack.url);
  });

  it('posts a booking, with its total, to the Teams channel its route names; other leads to FORMS_CHAT_URL', async () => {
    const desk = track(await startAlertReceiver());
    const everyone = track(await startAlertReceiver());
    const services = track(
      await startServices({
        engine,
        routes: parseRoutes(`booking.emirate=abu-dhabi:ad-desk@x.ae>${desk.url}`),
        chat: chatOf({
          FORMS_CHAT_URL: everyone.url,
          FORMS_CHAT_FORMAT: 'teams',
          FORMS_CHAT_FIELDS: 'name,emirate,phone',
        }),
      }),
    );
    const endpoint = services.config.formMailEndpoint;
    const booked = await postMultipart(endpoint, BOOKING);
    expect(booked.status).toBe(200);
    const asked = await postMultipart(endpoint, contactFields('omar@client.ae', { name: 'Omar' }));
    expect(asked.status).toBe(200);
    await services.settled();

    expect(desk.received).toHaveLength(1);
    const booking = teamsCard(desk.received[0]?.body ?? {});
    expect(booking.text).toContain(String(booked.body.reference));
    expect(booking.text).toContain('booking');
    // The engine's price of the request, never the browser's figure.
    const request = decodeBooking(BOOKING);
    expect(request).not.toBeNull();
    const total = request && formatAED(filsToAed(priceOnDemand(request).total));
    expect(booking.facts).toEqual({
      Company: 'Sara Trading',
      Total: total,
      name: 'Sara',
      emirate: 'Abu Dhabi',
      phone: '+971 50 123 4567',
    });
    // A booking promises no reply: no reply-by.
    expect(everyone.received).toHaveLength(1);
    const contact = teamsCard(everyone.received[0]?.body ?? {});
    expect(contact.text).toContain(String(asked.body.reference));
    expect(Object.keys(contact.facts)).toEqual(['Reply by', 'name']);
  });

  it("posts a visitor's words to Teams as text: no masked link, no emphasis", async () => {
    const teams = track(await startAlertReceiver());
    const services = track(
      await startServices({
        engine,
        chat: chatOf({
          FORMS_CHAT_URL: teams.url,
          FORMS_CHAT_FORMAT: 'teams',
          FORMS_CHAT_FIELDS: 'name,subject',
        }),
      }),
    );
    const sent = await postMultipart(
      `${services.url}/api/submit`,
      contactFields('lina@corp.ae', {
        name: '**Urgent** _now_ `code` # - ~x~',
        subject: '[Verify payment](https://evil.example/pay)',
      }),
    );
    expect(sent.status).toBe(200);
    await expect
      .poll(async () => (await chatDelivery(services))?.status, waitingFor('the chat message'))
      .toBe('delivered');
    const { facts } = teamsCard(teams.received[0]?.body ?? {});
    // Teams' markdown escaped: each character that would make a link, emphasis or code shows as
    // itself.
    expect(facts['subject']).toBe('\\[Verify payment\\]\\(https://evil.example/pay\\)');
    expect(facts['name']).toBe('\\*\\*Urgent\\*\\* \\_now\\_ \\`code\\` \\# - \\~x\\~');
  });

  it('fails for good when the channel is gone (404), and resend posts it again', async () => {
    const slack = track(await startAlertReceiver({ refuseFirst: 1, refuseWith: 404 }));
    const services = track(
      await startServices({
        engine,
        chat: chatOf({ FORMS_CHAT_URL: slack.url, FORMS_CHAT_FORMAT: 'slack' }),
      }),
    );
    await postMultipart(`${services.url}/api/submit`, contactFields('lina@corp.ae'));
    await expect
      .poll(async () => (await chatDelivery(services))?.status, waitingFor('the 404'))
      .toBe('failed');
    const failed = await chatDelivery(services);
    expect([failed?.attempts, failed?.nextAttemptAt, failed?.lastError]).toEqual([
      1,
      null,
      'HTTP 404',
    ]);
    expect((await services.listing(true)).join('\n')).toMatch(
      /chat\s+failed\s+after 1 attempts: HTTP 404/,
    );

    const [lead] = await services.leads();
    expect(await services.resend(lead?.reference ?? '')).toContain(
      'Queued again: the chat message',
    );
    await expect
      .poll(async () => (await chatDelivery(services))?.status, waitingFor('the resent message'))
      .toBe('delivered');
    expect(slack.received).toHaveLength(2);
  });

  it('never posts a lead held as spam, and posts it once released', async () => {
    const slack = track(await startAlertReceiver());
    const services = track(
      await startServices({
        engine,
        chat: chatOf({ FORMS_CHAT_URL: slack.url, FORMS_CHAT_FORMAT: 'slack' }),
      }),
    );
    const held = await postMultipart(
      `${services.url}/api/submit`,
      contactFields('bot@mailinator.com', { name: 'Bot' }),
    );
    expect(held.status).toBe(200);
    await services.settled();
    expect((await services.leads())[0]?.held).toBeDefined();
    expect((await services.records())[0]?.deliveries).toEqual([]);
    expect(slack.received).toHaveLength(0);

    const reference = String(held.body.reference);
    const where = await services.storeWhere();
    const store = await openStore(where, 'reader');
    try {
      const options = configurationFromEnv({
        FORMS_CHAT_URL: slack.url,
        FORMS_CHAT_FORMAT: 'slack',
      }).options;
      const { planStored } = leadMail(options, () => store, services.mailDir);
      expect(await releaseHeld(store, reference, planStored)).toContain('the chat message');
    } finally {
      await store.close();
    }
    await expect
      .poll(() => slack.received.length, waitingFor('the released lead’s chat message'))
      .toBe(1);
    expect(String(slack.received[0]?.body['text'])).toContain(reference);
  });
});

describe('a lead’s chat message', () => {
  const lead = (form: 'saved-quote' | 'quote' | 'booking', fields: Record<string, string>) =>
    decodeLead({
      id: 'x',
      reference: 'AC-7Q4K2M',
      endpoint: 'form-mail',
      form,
      receivedAt: '2026-11-26T13:59:00.000Z',
      fields,
      attachment: null,
      client: { ip: '', userAgent: '' },
    });
  const settings = { officeHours: DEFAULT_OFFICE_HOURS, fields: ['name'] };

  it('shows a quote’s total as the company mail states it, and no reply-by (a quote promises none)', () => {
    const quote = lead('saved-quote', { name: 'Lina', quote_query: 'users=10' });
    const { facts = [] } = leadChatMessage(quote, settings);
    const [total] = facts;
    // The mail's line may add what the browser sent (none here): it starts with the server's figure.
    expect(
      serverFigures(quote).some((line) => line.startsWith(`- ${total?.label}: ${total?.value}`)),
    ).toBe(true);
    expect(facts.map((fact) => fact.label)).toEqual([total?.label, 'name']);
  });

  it('says what could not be read of a booking whose fields no longer state one', () => {
    const { facts = [] } = leadChatMessage(lead('booking', { name: 'Sara' }), settings);
    expect(facts[0]?.label).toBe('Note');
  });
});

describe('the chat’s settings', () => {
  const SLACK = 'https://hooks.slack.com/services/T0/B0/secret';
  const TEAMS =
    'https://prod-12.westeurope.logic.azure.com:443/workflows/1/triggers/manual/paths/invoke?api-version=2016-06-01&sig=x';

  it('tells Slack and Teams apart by the address, else by FORMS_CHAT_FORMAT, and refuses neither', () => {
    expect(envProblems({ FORMS_CHAT_URL: SLACK })).toEqual([]);
    expect(envProblems({ FORMS_CHAT_URL: TEAMS })).toEqual([]);
    expect(
      envProblems({
        FORMS_CHAT_URL: 'https://chat.example.com/hooks/x',
        FORMS_CHAT_FORMAT: 'slack',
      }),
    ).toEqual([]);
    expect(envProblems({ FORMS_CHAT_URL: 'https://chat.example.com/hooks/x' })).toEqual([
      "FORMS_CHAT_URL (chat.example.com) is neither Slack's (hooks.slack.com) nor a Teams workflow's address: set FORMS_CHAT_FORMAT=slack or teams for the form it takes",
    ]);
    expect(
      envProblems({ FORMS_CHAT_URL: 'http://chat.example.com/x', FORMS_CHAT_FORMAT: 'slack' }),
    ).toEqual([
      'FORMS_CHAT_URL must be https://… (plain http only to this machine: localhost or 127.0.0.1)',
    ]);
    expect(envProblems({ FORMS_CHAT_FORMAT: 'discord', FORMS_CHAT_URL: SLACK })).toEqual([
      'FORMS_CHAT_FORMAT must be one of slack, teams',
    ]);
    expect(envProblems({ FORMS_CHAT_FORMAT: 'slack' })).toEqual([
      'FORMS_CHAT_FORMAT must be set with FORMS_CHAT_URL (or a chat address in FORMS_ROUTES)',
    ]);
  });

  it('shows the name alone by default, e-mail and phone only when named', () => {
    expect(chatOf({ FORMS_CHAT_URL: SLACK }).fields).toEqual(['name']);
    expect(
      chatOf({ FORMS_CHAT_URL: SLACK, FORMS_CHAT_FIELDS: 'name, email,phone' }).fields,
    ).toEqual(['name', 'email', 'phone']);
    expect(chatOf({ FORMS_CHAT_URL: SLACK, FORMS_CHAT_FIELDS: 'none' }).fields).toEqual([]);
    expect(envProblems({ FORMS_CHAT_URL: SLACK, FORMS_CHAT_FIELDS: 'name;email' })).toEqual([
      'FORMS_CHAT_FIELDS must be field names separated by commas, as the forms send them (e.g. name,subject,phone), or none',
    ]);
  });

  it('takes a route’s own channel after its addresses, or alone, and checks it as FORMS_CHAT_URL', () => {
    expect(parseRoutes(`rfi:bids@x.ae>${TEAMS}; application>${SLACK}`)).toEqual([
      { form: 'rfi', recipients: ['bids@x.ae'], chat: TEAMS },
      { form: 'application', recipients: [], chat: SLACK },
    ]);
    // A subject may hold a `>` and a colon: only an address after the last `>` is a channel.
    expect(parseRoutes('contact.subject=a > b: c:noc@x.ae')[0]).toEqual({
      form: 'contact',
      when: { field: 'subject', value: 'a > b: c' },
      recipients: ['noc@x.ae'],
    });
    expect(envProblems({ FORMS_ROUTES: 'rfi:bids@x.ae>http://chat.example.com/x' })).toEqual([
      'FORMS_ROUTES rule "rfi:bids@x.ae>http://chat.example.com/x" has a chat address that must be https://… (plain http only to this machine: localhost or 127.0.0.1)',
    ]);
    expect(envProblems({ FORMS_ROUTES: 'rfi>https://chat.example.com/x' })).toEqual([
      "FORMS_ROUTES’ chat address (chat.example.com) is neither Slack's (hooks.slack.com) nor a Teams workflow's address: set FORMS_CHAT_FORMAT=slack or teams for the form it takes",
    ]);
  });

  it('chooses a lead’s channel as its mail’s rules are chosen, without changing where the mail goes', () => {
    const { plan } = leadMail(
      configurationFromEnv({
        FORMS_ROUTES: `booking:service@x.ae;booking.emirate=dubai>${TEAMS};rfi:bids@x.ae`,
        FORMS_CHAT_URL: SLACK,
        FORMS_NOTIFY_TO: 'info@x.ae',
      }).options,
      () => {
        throw new Error('no store is read to plan');
      },
      '',
    );
    const where = (form: 'booking' | 'rfi', fields: Record<string, string>) => {
      const planned = plan(decodeContent(form, fields));
      return [planned.company, planned.chat];
    };
    expect(where('booking', { emirate: 'Dubai' })).toEqual(['service@x.ae', TEAMS]);
    expect(where('booking', { emirate: 'Sharjah' })).toEqual(['service@x.ae', SLACK]);
    expect(where('rfi', {})).toEqual(['bids@x.ae', SLACK]);
  });
});
