import { afterEach, describe, expect, it, vi } from 'vitest';
import { within } from '@acme/tooling/waits';
import { encodeBooking } from '../src/contract/booking';
import { createBookingLinkClient, type BookingLinkConfig } from '../src/booking-link/index';
import { closedPortUrl, useScriptedServer } from './scripted-server';
import { fakeClientClock, watched } from './waits';

const server = useScriptedServer();
const TOKEN = 'opaque.token-value';
const linkAt = (base: string, config: Partial<BookingLinkConfig> = {}) =>
  createBookingLinkClient({ endpoint: `${base}/api/booking-link`, timeoutMs: 30_000, ...config });

// An onsite booking in Abu Dhabi, as the booking form sends it and the services store it.
const BOOKED = {
  serviceType: 'onsite',
  emirate: 'Abu Dhabi',
  date: '2099-03-02',
  startHour: 10,
  hours: 3,
} as const;
const FIELDS = encodeBooking(BOOKED);
const MOVED = { ...BOOKED, date: '2099-03-07', startHour: 20, hours: 4 };
const MOVED_FIELDS = encodeBooking(MOVED);
const CHANGE = { date: MOVED.date, startHour: MOVED.startHour, hours: MOVED.hours };

afterEach(() => {
  vi.useRealTimers();
});

describe('what each action sends', () => {
  it.each([
    [
      'view',
      (link: ReturnType<typeof linkAt>) => link.view(TOKEN),
      { token: TOKEN, action: 'view' },
    ],
    [
      'cancel',
      (link: ReturnType<typeof linkAt>) => link.cancel(TOKEN),
      { token: TOKEN, action: 'cancel' },
    ],
    [
      'preview',
      (link: ReturnType<typeof linkAt>) => link.preview(TOKEN, CHANGE),
      { token: TOKEN, action: 'preview', change: CHANGE },
    ],
    [
      'move',
      (link: ReturnType<typeof linkAt>) => link.move(TOKEN, CHANGE),
      { token: TOKEN, action: 'move', change: CHANGE },
    ],
  ])('%s: one JSON POST to the endpoint with the token', async (_, act, body) => {
    server.reply({ status: 410, body: { status: 'gone', reason: 'used' } });
    await act(linkAt(server.url));
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/api/booking-link' });
    expect(request?.contentType).toBe('application/json');
    expect(request?.fields).toEqual(body);
  });
});

describe('the answers', () => {
  it('view: the booking, its reference, language, wire fields and what they state', async () => {
    server.reply({
      body: { status: 'booked', reference: 'AC-7Q4K2M', language: 'ar', fields: FIELDS },
    });
    expect(await linkAt(server.url).view(TOKEN)).toEqual({
      status: 'booked',
      reference: 'AC-7Q4K2M',
      language: 'ar',
      fields: FIELDS,
      request: BOOKED,
    });
  });

  it('preview: the new figures the services priced', async () => {
    server.reply({ body: { status: 'preview', fields: MOVED_FIELDS } });
    expect(await linkAt(server.url).preview(TOKEN, CHANGE)).toEqual({
      status: 'preview',
      fields: MOVED_FIELDS,
      request: MOVED,
    });
  });

  it('move and cancel: the booking as it now stands', async () => {
    server.reply({
      body: { status: 'moved', reference: 'AC-7Q4K2M', language: 'en', fields: MOVED_FIELDS },
    });
    expect(await linkAt(server.url).move(TOKEN, CHANGE)).toMatchObject({
      status: 'moved',
      reference: 'AC-7Q4K2M',
      request: MOVED,
    });
    server.reply({
      body: { status: 'cancelled', reference: 'AC-7Q4K2M', language: 'en', fields: FIELDS },
    });
    expect(await linkAt(server.url).cancel(TOKEN)).toMatchObject({
      status: 'cancelled',
      reference: 'AC-7Q4K2M',
      request: BOOKED,
    });
  });

  it('a refused change (422): each field with its message, as the services said it', async () => {
    const errors = {
      date: 'Please choose today or a later date.',
      hours: 'Please choose at most 24 hours.',
    };
    server.reply({ status: 422, body: { status: 'invalid', errors } });
    expect(await linkAt(server.url).move(TOKEN, CHANGE)).toEqual({ status: 'invalid', errors });
    expect(await linkAt(server.url).preview(TOKEN, CHANGE)).toEqual({ status: 'invalid', errors });
  });

  it.each([
    [410, 'used'],
    [410, 'expired'],
    [410, 'erased'],
    [410, 'cancelled'],
    [400, 'invalid'],
    [404, 'invalid'],
  ])('%i gone (%s): the reason, for every action', async (status, reason) => {
    server.reply({ status, body: { status: 'gone', reason } });
    const link = linkAt(server.url);
    for (const answer of [
      await link.view(TOKEN),
      await link.preview(TOKEN, CHANGE),
      await link.move(TOKEN, CHANGE),
      await link.cancel(TOKEN),
    ])
      expect(answer).toEqual({ status: 'gone', reason });
  });

  it('429: limited', async () => {
    server.reply({ status: 429, body: { status: 'limited' }, headers: { 'Retry-After': '60' } });
    expect(await linkAt(server.url).view(TOKEN)).toEqual({ status: 'limited' });
  });

  it.each([
    [
      'another action’s answer',
      200,
      { status: 'moved', reference: 'AC-7Q4K2M', language: 'en', fields: FIELDS },
    ],
    [
      'fields the form never makes',
      200,
      {
        status: 'booked',
        reference: 'AC-7Q4K2M',
        language: 'en',
        fields: { ...FIELDS, hours: '30' },
      },
    ],
    ['no reference', 200, { status: 'booked', language: 'en', fields: FIELDS }],
    ['a reason the services never give', 410, { status: 'gone', reason: 'lost' }],
    ['a store that is down', 503, { message: 'Please try again shortly.' }],
  ])('failed: %s', async (_, status, body) => {
    server.reply({ status, body });
    expect(await linkAt(server.url).view(TOKEN)).toEqual({ status: 'failed' });
  });
});

describe('no usable answer', () => {
  it('is a network error when the connection is refused', async () => {
    expect(await linkAt(await closedPortUrl()).view(TOKEN)).toEqual({
      status: 'network-error',
      reason: 'network',
    });
  });

  it('is a network error when the answer is not JSON', async () => {
    server.reply({ status: 502, body: '<h1>Bad gateway</h1>' });
    expect(await linkAt(server.url).cancel(TOKEN)).toEqual({
      status: 'network-error',
      reason: 'unreadable',
    });
  });

  it('gives up at its timeout, with one request and no retry', async () => {
    server.reply({ body: { status: 'moved' }, held: true });
    fakeClientClock();
    const moving = watched(linkAt(server.url, { timeoutMs: 150 }).move(TOKEN, CHANGE));
    await server.received(1);
    await vi.advanceTimersByTimeAsync(149);
    expect(moving.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await within(moving.promise, 'the client to give up at its timeout')).toEqual({
      status: 'network-error',
      reason: 'timeout',
    });
    // A move repeated by the client itself would be refused as a used link: there is none.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.requests).toHaveLength(1);
  });
});
