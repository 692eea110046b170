import { REFERENCE_PATTERN } from '@acme/forms-client/contract';
import {
  createFormsClient,
  sendAssessmentRequest,
  sendChecklistLead,
  sendQuoteRequest,
  sendRfi,
  type SubmissionContext,
} from '@acme/forms-client';
import { priceQuote } from '@acme/pricing-engine';
import { request } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { docBytes, docxBytes, exeBytes, pdfBytes, sizedFile } from '@acme/tooling/test-documents';
import { ACCESS_KEY, postMultipart, startServices, type Services } from './helpers';

const CONTEXT: SubmissionContext = {
  page: 'http://127.0.0.1/pricing',
  referrer: '',
  campaign: {
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'nov',
    utm_term: '',
    utm_content: '',
  },
};
const TEN_MB = 10 * 1024 * 1024;

let services: Services;
beforeEach(async () => {
  services = await startServices();
});
afterEach(() => services.close());

describe('POST /api/submit (form-mail protocol)', () => {
  it('keeps an assessment request, without the access key', async () => {
    const result = await sendAssessmentRequest(
      { name: 'Aisha', email: 'aisha@firm.ae', company: 'Firm', phone: '050' },
      CONTEXT,
      services.config,
    );
    expect(result).toMatchObject({ status: 'sent' });
    const [lead] = await services.leads();
    expect(lead).toMatchObject({
      endpoint: 'form-mail',
      fields: {
        name: 'Aisha',
        email: 'aisha@firm.ae',
        company: 'Firm',
        subject: 'Free IT Assessment',
        source: 'popup',
        message: '(none)',
        utm_source: 'newsletter',
      },
      attachment: null,
    });
    expect(lead!.fields).not.toHaveProperty('access_key');
    expect(Date.parse(lead!.receivedAt)).not.toBeNaN();
  });

  it('keeps a JSON quote request', async () => {
    const result = await sendQuoteRequest(
      { name: 'Lina', email: 'lina@corp.ae', company: 'Corp', quote: priceQuote({ numUsers: 12 }) },
      CONTEXT,
      services.config,
    );
    expect(result).toMatchObject({ status: 'sent' });
    expect((await services.leads())[0]!.fields.message).toContain('- Users: 12');
  });

  it('keeps a URL-encoded form post (a form sent without JavaScript)', async () => {
    const response = await fetch(`${services.url}/api/submit`, {
      method: 'POST',
      body: new URLSearchParams({
        access_key: ACCESS_KEY,
        name: 'N',
        email: 'n@x.ae',
        message: 'hi',
      }),
    });
    const [lead] = await services.leads();
    expect(await response.json()).toEqual({
      success: true,
      message: 'Form submitted successfully.',
      reference: lead?.reference,
    });
    expect(lead?.reference).toMatch(REFERENCE_PATTERN);
  });

  it('refuses a wrong access key and stores nothing', async () => {
    const result = await sendAssessmentRequest(
      { name: 'A', email: 'a@b.ae', company: 'C' },
      CONTEXT,
      { ...services.config, accessKey: 'wrong' },
    );
    expect(result).toEqual({ status: 'failed', message: 'Invalid access key.' });
    expect(await services.files()).toEqual([]);
  });

  it('answers success to a filled honeypot and stores nothing', async () => {
    const { status, body } = await postMultipart(`${services.url}/api/submit`, {
      access_key: ACCESS_KEY,
      name: 'Bot',
      email: 'bot@spam.io',
      botcheck: 'on',
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(await services.files()).toEqual([]);
  });

  it.each([
    [{ access_key: ACCESS_KEY, email: 'a@b.ae' }, 'Please provide your name and email.'],
    [{ access_key: ACCESS_KEY, name: 'A', email: ' ' }, 'Please provide your name and email.'],
    [
      { access_key: ACCESS_KEY, name: 'A', email: 'not-an-email' },
      'Please provide a valid email address.',
    ],
  ])('refuses %j with a message', async (fields, message) => {
    const { status, body } = await postMultipart(`${services.url}/api/submit`, fields);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
    expect(await services.files()).toEqual([]);
  });

  it.each([
    [
      'an assessment without a company',
      { source: 'popup', name: 'A', email: 'a@b.ae' },
      'Please fill Name, Work Email, and Company.',
    ],
    [
      'an application without a cover letter',
      { source: 'careers', name: 'A', email: 'a@b.ae' },
      'Please fill your Name, Email, and Cover Letter.',
    ],
    [
      'a contact message without a subject',
      { source: 'contact', name: 'A', email: 'a@b.ae', message: 'M' },
      'Please fill Name, Email, Subject, and Message.',
    ],
    [
      'an onsite booking without an emirate',
      {
        source: 'on-demand-support',
        name: 'A',
        email: 'a@b.ae',
        requested_date: '2030-01-06',
        service_type: 'onsite',
      },
      'Please fill Name, Email, Date, and Emirate.',
    ],
    [
      'a remote booking without a date',
      { source: 'on-demand-support', name: 'A', email: 'a@b.ae', service_type: 'remote' },
      'Please fill Name, Email and Date.',
    ],
    [
      'a quote request without a company',
      { subject: 'Custom Quote Request: ', name: 'A', email: 'a@b.ae' },
      'Please fill in every required field.',
    ],
  ])('refuses %s by the form’s own contract, in the form’s words', async (_, fields, message) => {
    const { status, body } = await postMultipart(`${services.url}/api/submit`, {
      access_key: ACCESS_KEY,
      ...fields,
    });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
    expect(await services.files()).toEqual([]);
  });

  it('keeps every form the client sends, named by its contract', async () => {
    const who = { name: 'Lina', email: 'lina@corp.ae' };
    const forms = createFormsClient(services.config, () => CONTEXT);
    const sent = await Promise.all([
      forms.assessment({ ...who, company: 'Corp' }),
      forms.application({ ...who, coverLetter: 'Hello' }),
      forms.contact({ ...who, subject: 'S', message: 'M' }),
      forms.booking({
        ...who,
        serviceType: 'onsite',
        emirate: 'Dubai',
        date: '2099-01-06',
        startHour: 9,
        hours: 2,
      }),
      forms.quote({ ...who, company: 'Corp', quote: priceQuote({ numUsers: 2 }) }),
      forms.savedQuote({ ...who, quote: priceQuote({ numUsers: 2 }) }),
      forms.checklist(who),
    ]);
    expect(sent.map((result) => result.status)).toEqual(Array(7).fill('sent'));
    expect((await services.leads()).map((lead) => lead.form).sort()).toEqual([
      'application',
      'assessment',
      'booking',
      'checklist',
      'contact',
      'quote',
      'saved-quote',
    ]);
  });

  it('refuses attachments', async () => {
    const { status, body } = await postMultipart(`${services.url}/api/submit`, {
      access_key: ACCESS_KEY,
      name: 'A',
      email: 'a@b.ae',
      file: new File([pdfBytes()], 'a.pdf'),
    });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(await services.files()).toEqual([]);
  });
});

describe('POST /send-rfi.php', () => {
  it.each([
    ['rfp.pdf', pdfBytes()],
    ['rfp.doc', docBytes()],
    ['rfp.docx', docxBytes()],
  ])('keeps %s with its attachment beside the lead, byte for byte', async (name, bytes) => {
    const result = await sendRfi(
      {
        name: 'Nadia',
        email: 'nadia@gov.ae',
        company: 'Gov',
        notes: 'Due Friday',
        file: new File([bytes], name),
      },
      CONTEXT,
      services.config,
    );
    expect(result).toMatchObject({ status: 'sent' });
    const [lead] = await services.leads();
    expect(lead).toMatchObject({
      endpoint: 'rfi',
      fields: { company: 'Gov', notes: 'Due Friday', utm_source: 'newsletter' },
    });
    expect(lead!.attachment).toMatchObject({ fileName: name, bytes: bytes.length });
    expect(new Uint8Array((await services.attachmentOf(lead!)) ?? [])).toEqual(bytes);
  });

  it('refuses an executable renamed to .pdf that skipped the browser check', async () => {
    const { status, body } = await postMultipart(`${services.url}/send-rfi.php`, {
      name: 'A',
      email: 'a@b.ae',
      company: 'C',
      file: new File([exeBytes()], 'rfp.pdf'),
    });
    expect(status).toBe(415);
    expect(body).toEqual({ success: false, error: 'Please upload PDF or Word (DOC/DOCX).' });
    expect(await services.files()).toEqual([]);
  });

  it('accepts exactly 10 MB', async () => {
    const { status } = await postMultipart(`${services.url}/send-rfi.php`, {
      name: 'A',
      email: 'a@b.ae',
      company: 'C',
      file: sizedFile('big.pdf', pdfBytes(), TEN_MB),
    });
    expect(status).toBe(200);
    expect((await services.leads())[0]!.attachment!.bytes).toBe(TEN_MB);
  });

  it('refuses 10 MB and one byte, keeping nothing of it', async () => {
    const { status, body } = await postMultipart(`${services.url}/send-rfi.php`, {
      name: 'A',
      email: 'a@b.ae',
      company: 'C',
      file: sizedFile('big.pdf', pdfBytes(), TEN_MB + 1),
    });
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, error: 'File too large (max 10MB).' });
    expect(await services.files()).toEqual([]);
  });

  it('refuses a body declared larger than the limit before reading it', async () => {
    const url = new URL(`${services.url}/send-rfi.php`);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(50 * 1024 * 1024),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write('--x\r\n'); // a few bytes of the 50 MB it announced, then nothing
    });
    expect(status).toBe(413);
    expect(await services.files()).toEqual([]);
  });

  it.each([
    [
      { name: 'A', email: 'a@b.ae', company: 'C' },
      400,
      'Please attach your RFI/RFP (PDF or Word).',
    ],
    [
      { name: 'A', email: 'a@b.ae', file: new File([pdfBytes()], 'a.pdf') },
      400,
      'Please fill Name, Email, and Company.',
    ],
    [
      { name: 'A', email: 'a@b.ae', company: 'C', file: new File([pdfBytes()], 'a.txt') },
      415,
      'Please upload PDF or Word (DOC/DOCX).',
    ],
  ])('refuses %j with its error', async (fields, status, error) => {
    const reply = await postMultipart(`${services.url}/send-rfi.php`, fields);
    expect(reply).toEqual({ status, body: { success: false, error } });
    expect(await services.files()).toEqual([]);
  });

  it('answers success to a filled honeypot and keeps neither lead nor file', async () => {
    const reply = await postMultipart(`${services.url}/send-rfi.php`, {
      name: 'A',
      email: 'a@b.ae',
      company: 'C',
      honeypot: 'x',
      file: new File([pdfBytes()], 'a.pdf'),
    });
    expect(reply).toEqual({ status: 200, body: { success: true } });
    expect(await services.files()).toEqual([]);
  });
});

describe('POST /send-lead.php', () => {
  it('keeps a checklist lead', async () => {
    expect(
      await sendChecklistLead(
        { name: 'K', email: 'k@x.ae', company: 'X' },
        CONTEXT,
        services.config,
      ),
    ).toMatchObject({ status: 'sent' });
    expect((await services.leads())[0]).toMatchObject({
      endpoint: 'lead',
      fields: { name: 'K', company: 'X', utm_campaign: 'nov' },
    });
  });

  it('refuses a lead without email, with the error the page shows', async () => {
    expect(await postMultipart(`${services.url}/send-lead.php`, { name: 'K' })).toEqual({
      status: 400,
      body: { success: false, error: 'Please fill Name and Email.' },
    });
    expect(await services.files()).toEqual([]);
  });

  it('answers success to a filled honeypot and stores nothing', async () => {
    expect(
      (
        await postMultipart(`${services.url}/send-lead.php`, {
          name: 'K',
          email: 'k@x.ae',
          honeypot: '1',
        })
      ).status,
    ).toBe(200);
    expect(await services.files()).toEqual([]);
  });
});

describe('many leads at once', () => {
  // About a second on an idle machine; the whole check suite may run beside it on two cores,
  // and every wait in it (the client's, settled()'s) is only a hang's limit.
  it('stores 200 concurrent submissions, none lost, each in its own well-formed file', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2
          ? sendAssessmentRequest(
              { name: `Visitor ${i}`, email: `v${i}@x.ae`, company: 'C' },
              CONTEXT,
              services.config,
            )
          : sendChecklistLead(
              { name: `Visitor ${i}`, email: `v${i}@x.ae` },
              CONTEXT,
              services.config,
            ),
      ),
    );
    expect(results.every((r) => r.status === 'sent')).toBe(true);
    const leads = await services.leads();
    expect(leads).toHaveLength(200);
    expect(new Set(leads.map((l) => l.fields.name)).size).toBe(200);
    expect(new Set(leads.map((l) => l.id)).size).toBe(200);
    // Once their mails are out, no temporary file of a lead or of its record is left.
    await services.settled();
    expect((await services.files()).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});
