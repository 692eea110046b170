import { sendAssessmentRequest, sendChecklistLead } from '@acme/forms-client';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '@acme/tooling/test-documents';
import { postMultipart, startServices } from './helpers';

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

describe('lead mail over SMTP', () => {
  it('mails each stored lead, with its attachment, to the company address', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(text);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    const services = await startServices({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      companyEmail: 'leads@example.ae',
    });
    try {
      const reply = await postMultipart(`${services.url}/send-rfi.php`, {
        name: 'Nadia',
        email: 'nadia@gov.ae',
        company: 'Gov',
        file: new File([pdfBytes()], 'tender.pdf'),
      });
      expect(reply.status).toBe(200);
      await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
      const mail = received[0]!;
      expect(mail).toMatch(/^To: leads@example\.ae/m);
      expect(mail).toMatch(/^Reply-To: nadia@gov\.ae/m);
      expect(mail).toMatch(/^Subject: \[Website lead\] RFI\/RFP submission from Nadia/m);
      expect(mail).toContain('company: Gov');
      expect(mail).toContain('filename=tender.pdf');
    } finally {
      await services.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

describe('pnpm leads', () => {
  it('lists the outbox newest first', async () => {
    const services = await startServices();
    try {
      for (const name of ['First', 'Second', 'Third']) {
        await sendChecklistLead(
          { name, email: `${name.toLowerCase()}@x.ae` },
          CONTEXT,
          services.config,
        );
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [join(import.meta.dirname, '..', 'dist', 'bin', 'leads.js')],
        {
          env: { ...process.env, FORMS_OUTBOX: services.outboxDir },
        },
      );
      const lines = stdout.trim().split('\n');
      expect(lines).toHaveLength(3);
      expect(lines.map((line) => /(First|Second|Third)/.exec(line)?.[1])).toEqual([
        'Third',
        'Second',
        'First',
      ]);
    } finally {
      await services.close();
    }
  });
});
