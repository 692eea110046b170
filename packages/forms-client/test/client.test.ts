import { priceQuote } from '@acme/pricing-engine';
import { describe, expect, it } from 'vitest';
import { createFormsClient } from '../src/client';
import { pdfBytes } from '@acme/tooling/test-documents';
import { CONTEXT, configFor } from './fixtures';

describe('createFormsClient', () => {
  it('sends every form of the site to its endpoint, with one configuration and one context', async () => {
    const posted: { url: string; json: boolean }[] = [];
    const forms = createFormsClient(
      configFor('https://forms.test', {
        fetch: async (url, init) => {
          posted.push({
            url: url instanceof Request ? url.url : url.toString(),
            json: typeof init?.body === 'string',
          });
          return new Response(JSON.stringify({ success: true }));
        },
      }),
      () => CONTEXT,
    );
    const who = { name: 'Lina', email: 'lina@corp.ae' };
    const quote = priceQuote({ numUsers: 4 });
    const file = new File([pdfBytes()], 'rfp.pdf', { type: 'application/pdf' });
    const results = await Promise.all([
      forms.assessment({ ...who, company: 'Corp' }),
      forms.application({ ...who, coverLetter: 'Hello' }),
      forms.contact({ ...who, subject: 'S', message: 'M' }),
      forms.booking({ ...who, serviceType: 'remote', date: '2099-01-01', startHour: 10, hours: 2 }),
      forms.quote({ ...who, company: 'Corp', quote }),
      forms.savedQuote({ ...who, quote }),
      forms.rfi({ ...who, company: 'Corp', file }),
      forms.checklist(who),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(8).fill('sent'));
    // The RFI's file is read before it is sent, so the posts arrive in no fixed order.
    const sent = posted.map(({ url, json }) => `${url} ${json ? 'JSON' : 'multipart'}`).sort();
    expect(sent).toEqual(
      [
        ...Array<string>(4).fill('https://forms.test/api/submit multipart'),
        ...Array<string>(2).fill('https://forms.test/api/submit JSON'),
        'https://forms.test/send-lead.php multipart',
        'https://forms.test/send-rfi.php multipart',
      ].sort(),
    );
  });
});

describe('how long the page was shown', () => {
  it('goes with every multipart form, never in the JSON bodies the specification fixes', async () => {
    const bodies: { url: string; shown: string | null }[] = [];
    const forms = createFormsClient(
      configFor('https://forms.test', {
        fetch: async (url, init) => {
          const body = init?.body;
          const field = body instanceof FormData ? body.get('form_shown_ms') : null;
          const shown =
            typeof field === 'string'
              ? field
              : typeof body === 'string' && body.includes('form_shown_ms')
                ? 'in JSON'
                : null;
          bodies.push({ url: url instanceof Request ? url.url : url.toString(), shown });
          return new Response(JSON.stringify({ success: true }));
        },
      }),
      () => ({ ...CONTEXT, shownForMs: 4_200 }),
    );
    const who = { name: 'Lina', email: 'lina@corp.ae' };
    const quote = priceQuote({ numUsers: 4 });
    await forms.contact({ ...who, subject: 'S', message: 'M' });
    await forms.checklist(who);
    await forms.quote({ ...who, company: 'Corp', quote });
    await forms.savedQuote({ ...who, quote });
    expect(bodies.map(({ shown }) => shown)).toEqual(['4200', '4200', null, null]);
  });
});
