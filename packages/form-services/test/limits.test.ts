import { sendAssessmentRequest, sendChecklistLead } from '@acme/forms-client';
import { LEAD_LIMITS } from '@acme/forms-client/contract';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_KEY, postMultipart, startServices, type Services } from './helpers';

const CONTEXT = {
  page: 'http://127.0.0.1/',
  referrer: '',
  campaign: { utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' },
};

describe('per-client rate limit', () => {
  it('answers 429 with a JSON message both protocols can show', async () => {
    const services = await startServices({ rateLimitMax: 3 });
    try {
      for (let i = 0; i < 3; i++) {
        expect(
          (await sendChecklistLead({ name: 'A', email: 'a@b.ae' }, CONTEXT, services.config))
            .status,
        ).toBe('sent');
      }
      const limited = await postMultipart(`${services.url}/send-lead.php`, {
        name: 'A',
        email: 'a@b.ae',
      });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({
        success: false,
        error: 'Too many submissions. Please wait a minute and try again.',
      });
      expect(
        await sendAssessmentRequest(
          { name: 'A', email: 'a@b.ae', company: 'C' },
          CONTEXT,
          services.config,
        ),
      ).toEqual({
        status: 'failed',
        message: 'Too many submissions. Please wait a minute and try again.',
      });
      expect(await services.leads()).toHaveLength(3);
    } finally {
      await services.close();
    }
  });
});

/** Posts a multipart body as it streams, chunked, with no declared length. */
function postChunked(url: string, parts: readonly [string, string][]) {
  const boundary = 'limit-test-boundary';
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const target = new URL(url);
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    for (const [name, value] of parts)
      req.write(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
    req.end(`--${boundary}--\r\n`);
  });
}

describe('text limits: one limit for every encoding, never a lead cut short', () => {
  let services: Services;
  beforeAll(async () => {
    services = await startServices();
  });
  afterAll(() => services.close());

  const TOO_LARGE = { success: false, message: 'The submission is too large.' };
  const checklist = { name: 'A', email: 'a@b.ae' };

  it('refuses multipart text fields over 64 KiB together, storing nothing', async () => {
    const half = 'x'.repeat(LEAD_LIMITS.textBytes / 2);
    expect(
      await postMultipart(`${services.url}/api/submit`, {
        access_key: ACCESS_KEY,
        ...checklist,
        message: half,
        notes: half,
      }),
    ).toEqual({ status: 413, body: TOO_LARGE });
    expect(
      await postMultipart(`${services.url}/send-lead.php`, {
        ...checklist,
        company: 'x'.repeat(150_000),
      }),
    ).toEqual({ status: 413, body: { success: false, error: TOO_LARGE.message } });
    expect(await services.files()).toEqual([]);
  });

  it('keeps a multipart submission just under the limit whole', async () => {
    const company = 'y'.repeat(LEAD_LIMITS.textBytes - 200);
    const reply = await postMultipart(`${services.url}/send-lead.php`, { ...checklist, company });
    expect(reply.status).toBe(200);
    const [lead] = await services.leads();
    expect(lead!.fields.company).toBe(company);
    await services.settled();
  });

  it('caps a chunked body as it streams: 50 fields of 100 KB make no 5 MB lead', async () => {
    const before = (await services.leads()).length;
    const fields = Array.from(
      { length: 50 },
      (_, i) => [`f${i}`, 'z'.repeat(100_000)] as [string, string],
    );
    const reply = await postChunked(`${services.url}/send-lead.php`, [
      ['name', 'A'],
      ['email', 'a@b.ae'],
      ...fields,
    ]);
    expect(reply).toEqual({ status: 413, body: { success: false, error: TOO_LARGE.message } });
    expect(await services.leads()).toHaveLength(before);
  });

  it('refuses a JSON body over the limit', async () => {
    const reply = await fetch(`${services.url}/api/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access_key: ACCESS_KEY, ...checklist, message: 'x'.repeat(70_000) }),
    });
    expect(reply.status).toBe(413);
    expect(await reply.json()).toEqual(TOO_LARGE);
  });
});
