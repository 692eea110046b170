// The reply each form promised, carried by the company mail, the webhook and the CSV: leads sent
// at a moved clock (Thursday 17:59 in Dubai, standing still), read by a real mail server and a
// real receiver, on both store engines.
import { pdfBytes } from '@acme/tooling/test-documents';
import { parse } from 'csv-parse/sync';
import { createServer } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_OFFICE_HOURS } from '../src/config/options';
import { exportLeadsCsv } from '../src/export/export-leads';
import { openStore } from '../src/store/open-store';
import type { LeadCreatedEvent } from '../src/webhooks/lead-event';
import { ENGINES, contactFields, postMultipart, startServices, startSmtp, track } from './helpers';

/** A webhook receiver on loopback that keeps each payload it is posted. */
async function startPayloadReceiver() {
  const payloads: LeadCreatedEvent[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      payloads.push(JSON.parse(body) as LeadCreatedEvent);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/leads`,
    payloads,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Thursday 17:59 in Dubai: a minute before the office closes for its weekend. */
const THURSDAY_1759 = new Date('2026-11-26T17:59:00+04:00');

afterEach(() => {
  vi.useRealTimers();
});

describe.each(ENGINES)('a lead’s reply-by time (%s)', (engine) => {
  it('is in the company mail, the webhook and the CSV, the same for an Arabic lead; none for a form that promises none', async () => {
    const smtp = track(await startSmtp());
    const receiver = track(await startPayloadReceiver());
    const services = track(
      await startServices({
        engine,
        smtpUrl: smtp.url,
        webhook: { url: receiver.url, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' },
      }),
    );
    // Only the date is moved, and it stands still: every lead is received at that instant.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(THURSDAY_1759);
    const submit = `${services.url}/api/submit`;
    const sent = {
      // RFI/RFP: 1 business day, counted from receipt: Thursday 17:59 → Sunday 17:59.
      rfi: await postMultipart(`${services.url}/send-rfi.php`, {
        name: 'Lina',
        email: 'lina@corp.ae',
        company: 'Corp',
        file: new File([pdfBytes()], 'tender.pdf'),
      }),
      // The assessment and the contact form: 24 hours → Friday 17:59, the office's weekend
      // notwithstanding.
      assessment: await postMultipart(
        submit,
        contactFields('aisha@firm.ae', {
          source: 'popup',
          subject: 'Free IT Assessment',
          name: 'Aisha',
          company: 'Firm',
        }),
      ),
      contact: await postMultipart(
        submit,
        contactFields('omar@corp.ae', { name: 'Omar', subject: 'Support contract' }),
      ),
      // The contact form from an Arabic page: the same promise, the same instant.
      arabic: await postMultipart(
        submit,
        contactFields('layla@corp.ae', {
          name: 'ليلى',
          subject: 'عقد دعم',
          message: 'نريد عرض سعر',
          language: 'ar',
        }),
      ),
      // The checklist promises no reply.
      checklist: await postMultipart(`${services.url}/send-lead.php`, {
        name: 'Sara',
        email: 'sara@corp.ae',
      }),
    };
    expect(Object.values(sent).map(({ status }) => status)).toEqual([200, 200, 200, 200, 200]);
    const referenceOf = (form: keyof typeof sent) => String(sent[form].body.reference);
    // The clock runs on from there, so a send retried on a busy machine comes due.
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(THURSDAY_1759);
    await services.settled();

    const sunday = 'Sunday 2026-11-29 17:59 Dubai time';
    const friday = 'Friday 2026-11-27 17:59 Dubai time';
    const expected = {
      rfi: {
        line: `Reply by: ${sunday} (the site promised a reply within 1 business day)`,
        at: '2026-11-29T17:59:00+04:00',
      },
      assessment: {
        line: `Reply by: ${friday} (the site promised a reply within 24 hours)`,
        at: '2026-11-27T17:59:00+04:00',
      },
      contact: {
        line: `Reply by: ${friday} (the site promised a reply within 24 hours)`,
        at: '2026-11-27T17:59:00+04:00',
      },
      arabic: {
        line: `Reply by: ${friday} (the site promised a reply within 24 hours)`,
        at: '2026-11-27T17:59:00+04:00',
      },
    } as const;

    const companyMails = await smtp.to('info@example.ae');
    const mailOf = (form: keyof typeof sent) =>
      companyMails.find((mail) => mail.subject?.includes(referenceOf(form)));
    for (const [form, { line }] of Object.entries(expected))
      expect(mailOf(form as keyof typeof sent)?.text, form).toContain(line);
    // The Arabic lead's company mail stays English.
    expect(mailOf('arabic')?.subject).toMatch(/^\[Website lead\] /);
    expect(mailOf('checklist')?.text).not.toContain('Reply by');

    const eventOf = (form: keyof typeof sent) =>
      receiver.payloads.find((payload) => payload.data.reference === referenceOf(form));
    // Each lead is of the form it was sent as, the Arabic one in its language.
    expect(
      Object.keys(sent).map((form) => {
        const data = eventOf(form as keyof typeof sent)?.data;
        return [form, data?.form, data?.language];
      }),
    ).toEqual([
      ['rfi', 'rfi', 'en'],
      ['assessment', 'assessment', 'en'],
      ['contact', 'contact', 'en'],
      ['arabic', 'contact', 'ar'],
      ['checklist', 'checklist', 'en'],
    ]);
    const replyByOf = (form: keyof typeof sent) => eventOf(form)?.data.replyBy;
    for (const [form, { at }] of Object.entries(expected))
      expect(replyByOf(form as keyof typeof sent), form).toBe(at);
    expect(replyByOf('checklist')).toBeNull();

    const reader = track(await openStore(await services.storeWhere(), 'reader'));
    const csv = await exportLeadsCsv(reader.leads, DEFAULT_OFFICE_HOURS);
    const rows: Record<string, string>[] = parse(csv, { bom: true, columns: true });
    const cellOf = (form: keyof typeof sent) =>
      rows.find((row) => row.reference === referenceOf(form))?.['reply by'];
    for (const [form, { at }] of Object.entries(expected))
      expect(cellOf(form as keyof typeof sent), form).toBe(at);
    expect(cellOf('checklist')).toBe('');
  });
});
