import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFERENCE_PATTERN, referenceFromMessage } from '../src/contract/reference';
import { pdfBytes } from '@acme/tooling/test-documents';
import type { SubmissionContext } from '../src/campaign';
import type { FormsConfig } from '../src/config';
import { sendJobApplication } from '../src/forms/application';
import { sendAssessmentRequest } from '../src/forms/assessment';
import { sendBooking } from '../src/forms/booking';
import { sendChecklistLead } from '../src/forms/checklist';
import { sendContactMessage } from '../src/forms/contact';
import { sendQuoteRequest } from '../src/forms/quote';
import { sendRfi } from '../src/forms/rfi';
import { sendSavedQuote } from '../src/forms/saved-quote';
import type { SubmitResult } from '../src/result';
import type { SendOptions } from '../src/transport';
import { BYTES_PER_MS_AT_1_MBIT, CONTEXT, QUOTE, configFor } from './fixtures';
import { closedPortUrl, useScriptedServer, type ReceivedRequest } from './scripted-server';
import { within } from '@acme/tooling/waits';
import { fakeClientClock, watched } from './waits';

/**
 * The reference a lead was sent with: its `reference` field, or (the quote request, whose fields
 * the spec fixes) its message's first line.
 */
const sentReference = (request: ReceivedRequest | undefined) =>
  request?.fields.reference ?? referenceFromMessage(textOf(request?.fields.message));

/** A text field as sent; a file or a missing field reads as `String` made it before. */
const textOf = (value: string | File | undefined) =>
  typeof value === 'string' ? value : value === undefined ? 'undefined' : '[object File]';

type Send = (
  config: FormsConfig,
  context: SubmissionContext,
  options?: SendOptions,
) => Promise<SubmitResult>;

/** Each form, filled correctly, with the messages site-core.md §8 and site-pages.md §8 give it. */
const FORMS: {
  name: string;
  protocol: 'form-mail' | 'success-only' | 'php';
  path: string;
  send: Send;
  failed: string;
  network: string;
  /** Sent as a JSON body rather than multipart. */
  json?: true;
  /** What its file adds to the timeout (the time it takes at 1 Mbit/s), if it sends one. */
  uploadMs?: number;
}[] = [
  {
    name: 'assessment dialog',
    protocol: 'form-mail',
    path: '/api/submit',
    send: (config, context, options) =>
      sendAssessmentRequest({ name: 'A', email: 'a@b.ae', company: 'C' }, context, config, options),
    failed: 'Sorry—could not send your request. Please try again or email info@example.ae.',
    network: 'Network error. Please try again.',
  },
  {
    name: 'job application',
    protocol: 'form-mail',
    path: '/api/submit',
    send: (config, context, options) =>
      sendJobApplication(
        { name: 'A', email: 'a@b.ae', coverLetter: 'Hi' },
        context,
        config,
        options,
      ),
    failed: 'Sorry—could not submit your application. Please try again.',
    network: 'Network error. Please try again.',
  },
  {
    name: 'contact message',
    protocol: 'form-mail',
    path: '/api/submit',
    send: (config, context, options) =>
      sendContactMessage(
        { name: 'A', email: 'a@b.ae', subject: 'S', message: 'M' },
        context,
        config,
        options,
      ),
    failed: 'Submission failed. Please try again.',
    network: 'Network error. Please try again.',
  },
  {
    name: 'on-demand booking',
    protocol: 'form-mail',
    path: '/api/submit',
    send: (config, context, options) =>
      sendBooking(
        {
          serviceType: 'remote',
          date: '2026-11-24',
          startHour: 10,
          hours: 2,
          name: 'A',
          email: 'a@b.ae',
        },
        context,
        { ...config, now: () => new Date('2026-11-23T08:00:00Z') },
        options,
      ),
    failed: 'Sorry—could not send your booking. Please try again.',
    network: 'Network error. Please try again.',
  },
  {
    name: 'calculator quote',
    protocol: 'success-only',
    path: '/api/submit',
    send: (config, context, options) =>
      sendQuoteRequest(
        { name: 'A', email: 'a@b.ae', company: 'C', quote: QUOTE },
        context,
        config,
        options,
      ),
    failed: 'Could not submit quote. Please email info@example.ae.',
    network: 'Network error while submitting. Please try again.',
    json: true,
  },
  {
    name: 'saved quote',
    protocol: 'form-mail',
    path: '/api/submit',
    send: (config, context, options) =>
      sendSavedQuote({ name: 'A', email: 'a@b.ae', quote: QUOTE }, context, config, options),
    failed: 'Could not save your quote. Please email info@example.ae.',
    network: 'Network error while saving. Please try again.',
    json: true,
  },
  {
    name: 'RFI/RFP',
    protocol: 'php',
    path: '/send-rfi.php',
    send: (config, context, options) =>
      sendRfi(
        { name: 'A', email: 'a@b.ae', company: 'C', file: new File([pdfBytes()], 'rfp.pdf') },
        context,
        config,
        options,
      ),
    failed: 'Submission failed.',
    network: 'Could not submit. Please email info@example.ae.',
    uploadMs: Math.ceil(pdfBytes().length / BYTES_PER_MS_AT_1_MBIT),
  },
  {
    name: 'checklist lead',
    protocol: 'php',
    path: '/send-lead.php',
    send: (config, context, options) =>
      sendChecklistLead({ name: 'A', email: 'a@b.ae' }, context, config, options),
    failed: 'Could not submit.',
    network: 'Submission failed. Please email info@example.ae.',
  },
];

const server = useScriptedServer();
afterEach(() => vi.useRealTimers());

describe.each(FORMS)('$name', (form) => {
  const messageKey = form.protocol === 'php' ? 'error' : 'message';
  /** The budget of a request given a 150 ms timeout. */
  const budgetMs = 150 + (form.uploadMs ?? 0);

  it('is sent when the service says success, to its endpoint, once, under the reference it sent', async () => {
    server.reply({ body: { success: true, message: 'OK' } });
    const result = await form.send(configFor(server.url), CONTEXT);
    expect(result).toEqual({ status: 'sent', reference: expect.stringMatching(REFERENCE_PATTERN) });
    const { reference } = result as { reference: string };
    // The visitor is told the reference the company receives: a field, or (the quote request,
    // whose fields the spec fixes) its message's first line.
    const fields = server.requests[0]!.fields;
    expect(fields.reference ?? textOf(fields.message).split('\n')[0]).toBe(
      fields.reference === undefined ? `Reference: ${reference}` : reference,
    );
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: form.path });
    expect(server.requests[0]!.headers.accept).toBe('application/json');
    expect(server.requests[0]!.contentType).toMatch(
      form.json ? /^application\/json/ : /^multipart\/form-data/,
    );
  });

  it('is sent under the reference the service answers with, the stored lead’s', async () => {
    server.reply({ body: { success: true, message: 'OK', reference: 'AC-7Q4K2M' } });
    const result = await form.send(configFor(server.url), CONTEXT, { reference: 'AC-23456A' });
    expect(result).toEqual({ status: 'sent', reference: 'AC-7Q4K2M' });
    expect(sentReference(server.requests[0])).toBe('AC-23456A');
  });

  it('keeps its own reference when the service answers with one that is not a reference', async () => {
    server.reply({ body: { success: true, message: 'OK', reference: 'lead-17' } });
    const result = await form.send(configFor(server.url), CONTEXT, { reference: 'AC-23456A' });
    expect(result).toEqual({ status: 'sent', reference: 'AC-23456A' });
  });

  it('sends every attempt of one filled form under the reference it is given', async () => {
    const options = { reference: 'AC-HJKM23' };
    server.reply({ body: { success: false, [messageKey]: 'Mailbox is full' } });
    expect((await form.send(configFor(server.url), CONTEXT, options)).status).toBe('failed');
    server.reply({ body: { success: true }, held: true });
    fakeClientClock();
    const late = form.send(configFor(server.url, { timeoutMs: 150 }), CONTEXT, options);
    await server.received(2);
    await vi.advanceTimersByTimeAsync(budgetMs);
    expect((await within(late, 'the client to give up at its timeout')).status).toBe(
      'network-error',
    );
    vi.useRealTimers();
    server.reply({ body: { success: true } });
    const result = await form.send(configFor(server.url), CONTEXT, options);
    expect(result).toEqual({ status: 'sent', reference: 'AC-HJKM23' });
    expect(server.requests.map(sentReference)).toEqual(['AC-HJKM23', 'AC-HJKM23', 'AC-HJKM23']);
  });

  it('makes a reference of its own when the one it is given is not one', async () => {
    server.reply({ body: { success: true } });
    const result = await form.send(configFor(server.url), CONTEXT, { reference: 'AC-0000' });
    expect(result).toEqual({ status: 'sent', reference: expect.stringMatching(REFERENCE_PATTERN) });
    expect(sentReference(server.requests[0])).toBe(result.status === 'sent' && result.reference);
  });

  it('makes a new reference for each send it is given none', async () => {
    server.reply({ body: { success: true } });
    await form.send(configFor(server.url), CONTEXT);
    await form.send(configFor(server.url), CONTEXT);
    const [first, second] = server.requests.map(sentReference);
    expect(first).toMatch(REFERENCE_PATTERN);
    expect(second).toMatch(REFERENCE_PATTERN);
    expect(second).not.toBe(first);
  });

  it('is refused as the catalogue says when the service answers 503 (its store down)', async () => {
    server.reply({
      status: 503,
      headers: { 'retry-after': '30' },
      body: { success: false, [messageKey]: 'Please try again in a minute.' },
    });
    // The quote reads only the success flag (site-core.md §8): its own message.
    expect(await form.send(configFor(server.url), CONTEXT)).toEqual({
      status: 'failed',
      message: form.protocol === 'success-only' ? form.failed : 'Please try again in a minute.',
    });
    expect(server.requests).toHaveLength(1);
  });

  it("shows the service's own message when it says no", async () => {
    server.reply({ body: { success: false, [messageKey]: 'Mailbox is full' } });
    const result = await form.send(configFor(server.url), CONTEXT);
    // The quote reads only the success flag (site-core.md §7.2).
    expect(result).toEqual({
      status: 'failed',
      message: form.protocol === 'success-only' ? form.failed : 'Mailbox is full',
    });
  });

  it('falls back to the form message when the refusal has none', async () => {
    server.reply({ body: { success: false } });
    expect(await form.send(configFor(server.url), CONTEXT)).toEqual({
      status: 'failed',
      message: form.failed,
    });
  });

  it('fails on an HTTP 500 even with a JSON answer', async () => {
    server.reply({ status: 500, body: { success: true } });
    expect((await form.send(configFor(server.url), CONTEXT)).status).toBe('failed');
  });

  it('is a network error when the answer is HTML instead of JSON', async () => {
    server.reply({ status: 502, body: '<html><body>Bad gateway</body></html>' });
    expect(await form.send(configFor(server.url), CONTEXT)).toEqual({
      status: 'network-error',
      message: form.network,
    });
    server.reply({ status: 200, body: '<html>OK</html>' });
    expect(await form.send(configFor(server.url), CONTEXT)).toEqual({
      status: 'network-error',
      message: form.network,
    });
  });

  it('is a network error when the connection is refused', async () => {
    expect(await form.send(configFor(await closedPortUrl()), CONTEXT)).toEqual({
      status: 'network-error',
      message: form.network,
    });
  });

  it('is a network error after the timeout, with one request and no retry', async () => {
    // The service holds its answer; the client's clock is the test's, so it gives up when its
    // budget has passed on that clock, not before and not upon an answer, however slow the machine.
    server.reply({ body: { success: true }, held: true });
    fakeClientClock();
    const fetches: unknown[] = [];
    const counted: typeof fetch = (...request) => {
      fetches.push(request);
      return fetch(...request);
    };
    const sending = watched(
      form.send(configFor(server.url, { timeoutMs: 150, fetch: counted }), CONTEXT),
    );
    await server.received(1);
    await vi.advanceTimersByTimeAsync(budgetMs - 1);
    expect(sending.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await within(sending.promise, 'the client to give up at its timeout')).toEqual({
      status: 'network-error',
      message: form.network,
    });
    // A retry, at once or after any wait a client would take, would be a second fetch.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetches).toHaveLength(1);
    expect(server.requests).toHaveLength(1);
  });
});

describe('the honeypot', () => {
  it.each([
    [
      'assessment',
      () =>
        sendAssessmentRequest(
          { name: 'A', email: 'a@b.ae', company: 'C', botcheck: 'x' },
          CONTEXT,
          configFor(server.url),
        ),
    ],
    [
      'application',
      () =>
        sendJobApplication(
          { name: 'A', email: 'a@b.ae', coverLetter: 'x', botcheck: 'x' },
          CONTEXT,
          configFor(server.url),
        ),
    ],
    [
      'contact',
      () =>
        sendContactMessage(
          { name: 'A', email: 'a@b.ae', subject: 'S', message: 'M', botcheck: 'x' },
          CONTEXT,
          configFor(server.url),
        ),
    ],
    [
      'booking',
      () =>
        sendBooking(
          {
            serviceType: 'remote',
            date: '2030-01-01',
            startHour: 10,
            hours: 2,
            name: 'A',
            email: 'a@b.ae',
            botcheck: 'x',
          },
          CONTEXT,
          configFor(server.url),
        ),
    ],
    [
      'RFI',
      () =>
        sendRfi(
          {
            name: 'A',
            email: 'a@b.ae',
            company: 'C',
            honeypot: 'x',
            file: new File([pdfBytes()], 'a.pdf'),
          },
          CONTEXT,
          configFor(server.url),
        ),
    ],
    [
      'checklist',
      () =>
        sendChecklistLead(
          { name: 'A', email: 'a@b.ae', honeypot: 'x' },
          CONTEXT,
          configFor(server.url),
        ),
    ],
  ])('%s: a filled honeypot is ignored and makes no request', async (_, send) => {
    expect(await send()).toEqual({ status: 'ignored' });
    expect(server.requests).toHaveLength(0);
  });
});

describe('validation, before anything is sent', () => {
  const config = () => configFor(server.url);
  it.each([
    [
      'assessment',
      () => sendAssessmentRequest({ name: 'A', email: '  ', company: 'C' }, CONTEXT, config()),
      'Please fill Name, Work Email, and Company.',
    ],
    [
      'application',
      () => sendJobApplication({ name: 'A', email: 'a@b.ae', coverLetter: '' }, CONTEXT, config()),
      'Please fill your Name, Email, and Cover Letter.',
    ],
    [
      'contact',
      () =>
        sendContactMessage(
          { name: 'A', email: 'a@b.ae', subject: '', message: 'M' },
          CONTEXT,
          config(),
        ),
      'Please fill Name, Email, Subject, and Message.',
    ],
    [
      'onsite booking without emirate',
      () =>
        sendBooking(
          {
            serviceType: 'onsite',
            date: '2030-01-01',
            startHour: 10,
            hours: 2,
            name: 'A',
            email: 'a@b.ae',
          },
          CONTEXT,
          config(),
        ),
      'Please fill Name, Email, Date, and Emirate.',
    ],
    [
      'remote booking without date',
      () =>
        sendBooking(
          { serviceType: 'remote', date: '', startHour: 10, hours: 2, name: 'A', email: 'a@b.ae' },
          CONTEXT,
          config(),
        ),
      'Please fill Name, Email and Date.',
    ],
    [
      'RFI without a file',
      () => sendRfi({ name: 'A', email: 'a@b.ae', company: 'C', file: null }, CONTEXT, config()),
      'Please attach your RFI/RFP (PDF or Word).',
    ],
    [
      'checklist without email',
      () => sendChecklistLead({ name: 'A', email: '' }, CONTEXT, config()),
      'Please fill Name and Email.',
    ],
    [
      'saved quote without email',
      () => sendSavedQuote({ name: 'A', email: ' ', quote: QUOTE }, CONTEXT, config()),
      'Please fill your Name and Email.',
    ],
  ])('%s', async (_, send, message) => {
    const result = await send();
    expect(result).toMatchObject({ status: 'invalid', message });
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a booking for a day before today in Dubai', async () => {
    const result = await sendBooking(
      {
        serviceType: 'remote',
        date: '2026-11-23',
        startHour: 10,
        hours: 2,
        name: 'A',
        email: 'a@b.ae',
      },
      CONTEXT,
      { ...config(), now: () => new Date('2026-11-23T21:00:00Z') }, // already the 24th in Dubai
    );
    expect(result).toEqual({ status: 'invalid', message: 'Please choose today or a later date.' });
    expect(server.requests).toHaveLength(0);
  });

  it('sends the quote with a missing field as nothing at all (browser validation shows it)', async () => {
    const result = await sendQuoteRequest(
      { name: 'A', email: 'a@b.ae', company: ' ', quote: QUOTE },
      CONTEXT,
      config(),
    );
    expect(result).toEqual({ status: 'invalid', message: '' });
    expect(server.requests).toHaveLength(0);
  });
});

describe('what reaches the service', () => {
  it('the RFI file arrives whole as "file", with its name', async () => {
    server.reply({ body: { success: true } });
    const bytes = pdfBytes();
    await sendRfi(
      { name: 'A', email: 'a@b.ae', company: 'C', file: new File([bytes], 'Tender 2026.pdf') },
      CONTEXT,
      configFor(server.url),
    );
    const file = server.requests[0]!.fields.file as File;
    expect(file.name).toBe('Tender 2026.pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it('the quote goes as a JSON body', async () => {
    server.reply({ body: { success: true } });
    await sendQuoteRequest(
      { name: 'A', email: 'a@b.ae', company: 'C', quote: QUOTE },
      CONTEXT,
      configFor(server.url),
    );
    expect(server.requests[0]!.fields).toMatchObject({
      access_key: 'test-key',
      name: 'A',
      company: 'C',
    });
  });
});
