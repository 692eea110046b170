import { QUOTE_CONTRACT, REFERENCE_PATTERN } from '@acme/forms-client/contract';
import { pdfBytes } from '@acme/tooling/test-documents';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_KEY,
  ENGINES,
  postMultipart,
  startServices,
  startSmtp,
  type Services,
  track,
  contactFields,
} from './helpers';

const CONTACT = contactFields('lina@corp.ae', {
  name: 'Lina',
  subject: 'Support',
  message: 'Our server is down',
  botcheck: '',
});

const post = (services: Services, fields: Record<string, string | File>, path = '/api/submit') =>
  postMultipart(`${services.url}${path}`, fields);

describe.each(ENGINES)('a submission sent again (%s)', (engine) => {
  it('is the same lead: one kept, one mailed, both answers with its reference', async () => {
    const smtp = track(await startSmtp());
    const services = track(await startServices({ engine, smtpUrl: smtp.url }));
    const first = await post(services, { ...CONTACT, reference: 'AC-7Q4K2M' });
    // A retry after a timeout: the anti-spam field differs, the content does not.
    const again = await post(services, { ...CONTACT, reference: 'AC-7Q4K2M', botcheck: '' });
    expect(first).toEqual({
      status: 200,
      body: expect.objectContaining({ reference: 'AC-7Q4K2M' }),
    });
    expect(again).toEqual(first);
    await services.settled();
    expect(await services.leads()).toHaveLength(1);
    // Nothing more comes: the services finish any send still in flight as they close.
    await services.close();
    expect(await smtp.to('info@example.ae')).toHaveLength(1);
    expect(await smtp.to('lina@corp.ae')).toHaveLength(1);
  });

  it('with other content under the same reference is a new lead with a new reference', async () => {
    const services = track(await startServices({ engine }));
    await post(services, { ...CONTACT, reference: 'AC-7Q4K2M' });
    const other = await post(services, {
      ...CONTACT,
      reference: 'AC-7Q4K2M',
      message: 'And the printer',
    });
    expect(other.status).toBe(200);
    const reference = String(other.body.reference);
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(reference).not.toBe('AC-7Q4K2M');
    const leads = await services.leads();
    expect(leads.map((lead) => lead.reference).sort()).toEqual(['AC-7Q4K2M', reference].sort());
  });

  it('of another form under the same reference is a lead of its own, with its own reference', async () => {
    const services = track(await startServices({ engine }));
    await post(services, { ...CONTACT, reference: 'AC-7Q4K2M' });
    const assessment = await post(services, {
      ...CONTACT,
      source: 'popup',
      company: 'Corp',
      reference: 'AC-7Q4K2M',
    });
    expect(assessment.body.reference).toMatch(REFERENCE_PATTERN);
    expect(assessment.body.reference).not.toBe('AC-7Q4K2M');
    expect(await services.leads()).toHaveLength(2);
  });

  it('sent ten times at once makes one lead', async () => {
    const services = track(await startServices({ engine }));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(services, { ...CONTACT, reference: 'AC-7Q4K2M' })),
    );
    expect(new Set(answers.map((answer) => answer.body.reference))).toEqual(new Set(['AC-7Q4K2M']));
    expect(await services.leads()).toHaveLength(1);
  });

  it('with the same RFI file is one lead; with another file, a new one', async () => {
    const services = track(await startServices({ engine }));
    const rfi = { name: 'Nadia', email: 'nadia@gov.ae', company: 'Gov', reference: 'AC-7Q4K2M' };
    const file = () => new File([pdfBytes()], 'brief.pdf');
    const first = await post(services, { ...rfi, file: file() }, '/send-rfi.php');
    const again = await post(services, { ...rfi, file: file() }, '/send-rfi.php');
    expect(first.body).toEqual({ success: true, reference: 'AC-7Q4K2M' });
    expect(again.body).toEqual(first.body);
    const changed = new Uint8Array(pdfBytes().length + 1);
    changed.set(pdfBytes());
    const other = await post(
      services,
      { ...rfi, file: new File([changed], 'brief.pdf') },
      '/send-rfi.php',
    );
    expect(other.body.reference).not.toBe('AC-7Q4K2M');
    expect(await services.leads()).toHaveLength(2);
  });

  it('takes a quote request’s reference from its message’s first line', async () => {
    const services = track(await startServices({ engine }));
    const body = {
      access_key: ACCESS_KEY,
      subject: `${QUOTE_CONTRACT.subjectPrefix} from Lina`,
      name: 'Lina',
      email: 'lina@corp.ae',
      company: 'Corp',
      message: 'Reference: AC-9X4K2M\nPage: /pricing?users=10',
    };
    const answer = await fetch(`${services.url}/api/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(await answer.json()).toMatchObject({ success: true, reference: 'AC-9X4K2M' });
    const [lead] = await services.leads();
    expect(lead).toMatchObject({ form: 'quote', reference: 'AC-9X4K2M' });
  });
});
