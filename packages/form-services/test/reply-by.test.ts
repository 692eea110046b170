// The reply each form promised, carried by the company mail, the webhook and the CSV: leads sent
// at a moved clock (Thursday 17:59 in Dubai), read by a real mail server and a real receiver.
import { pdfBytes } from '@acme/tooling/test-documents';
import { parse } from 'csv-parse/sync';
import { createServer } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_OFFICE_HOURS } from '../src/config/options';
import { exportLeadsCsv } from '../src/export/export-leads';
import { openStore } from '../src/store/open-store';
import type { LeadCreatedEvent } from '../src/webhooks/lead-event';
import { contactFields, postMultipart, startServices, startSmtp, track } from './helpers';

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

// Only the date is moved: it then runs on with real time, and timers stay real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-26T17:59:00+04:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a lead’s reply-by time', () => {
  it('is in the company mail, the webhook and the CSV; none for a form that promises none', async () => {
    const smtp = track(await startSmtp());
    const receiver = track(await startPayloadReceiver());
    const services = track(
      await startServices({
        smtpUrl: smtp.url,
        webhook: { url: receiver.url, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' },
      }),
    );
    // RFI/RFP: 1 business day, counted from receipt: Thursday 17:59 → Sunday 17:59.
    await postMultipart(`${services.url}/send-rfi.php`, {
      name: 'Lina',
      email: 'lina@corp.ae',
      company: 'Corp',
      file: new File([pdfBytes()], 'tender.pdf'),
    });
    // Contact: 24 hours → Friday 17:59.
    await postMultipart(
      `${services.url}/api/submit`,
      contactFields('omar@corp.ae', { name: 'Omar', subject: 'Support contract' }),
    );
    // The checklist promises no reply.
    await postMultipart(`${services.url}/send-lead.php`, { name: 'Sara', email: 'sara@corp.ae' });
    await services.settled();

    const companyMails = await smtp.to('info@example.ae');
    const mailOf = (what: string) => companyMails.find((mail) => mail.subject?.includes(what));
    expect(mailOf('RFI/RFP')?.text).toContain(
      'Reply by: Sunday 2026-11-29 17:59 Dubai time (the site promised a reply within 1 business day)',
    );
    expect(mailOf('Support contract from Omar')?.text).toContain(
      'Reply by: Friday 2026-11-27 17:59 Dubai time (the site promised a reply within 24 hours)',
    );
    expect(mailOf('Checklist')?.text).not.toContain('Reply by');

    const replyByOf = (form: string) =>
      receiver.payloads.find((payload) => payload.data.form === form)?.data.replyBy;
    expect(replyByOf('rfi')).toMatch(/^2026-11-29T17:59:\d\d\+04:00$/);
    expect(replyByOf('contact')).toMatch(/^2026-11-27T17:59:\d\d\+04:00$/);
    expect(replyByOf('checklist')).toBeNull();

    const reader = track(await openStore(await services.storeWhere(), 'reader'));
    const csv = await exportLeadsCsv(reader.leads, DEFAULT_OFFICE_HOURS);
    const rows: Record<string, string>[] = parse(csv, { bom: true, columns: true });
    const cellOf = (form: string) => rows.find((row) => row.form === form)?.['reply by'];
    expect(cellOf('rfi')).toMatch(/^2026-11-29T17:59:\d\d\+04:00$/);
    expect(cellOf('contact')).toMatch(/^2026-11-27T17:59:\d\d\+04:00$/);
    expect(cellOf('checklist')).toBe('');
  });
});
