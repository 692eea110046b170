import { priceQuote } from '@acme/pricing-engine';
import { describe, expect, it } from 'vitest';
import { CONTEXT } from '../../test/fixtures';
import { applicationFields } from '../forms/application';
import { assessmentFields } from '../forms/assessment';
import { bookingFields } from '../forms/booking';
import { checklistFields } from '../forms/checklist';
import { contactFields } from '../forms/contact';
import { quoteRequestBody } from '../forms/quote';
import { rfiFields } from '../forms/rfi';
import { savedQuoteBody } from '../forms/saved-quote';
import { leadProblem } from './check';
import { LEAD_CONTRACTS, type LeadEndpoint, type LeadFormId } from './forms';
import { contractFor } from './identify';
import { makeReference, referenceFromMessage, withReferenceLine } from './reference';

const config = { accessKey: 'k' };
const who = { name: 'Lina', email: 'lina@corp.ae' };

/** What each form sends for a complete input, built by the form's own field builder. */
const SENT: Record<LeadFormId, [LeadEndpoint, Record<string, string>]> = {
  assessment: ['form-mail', assessmentFields({ ...who, company: 'Corp' }, CONTEXT, config)],
  application: ['form-mail', applicationFields({ ...who, coverLetter: 'Hi' }, CONTEXT, config)],
  contact: ['form-mail', contactFields({ ...who, subject: 'S', message: 'M' }, CONTEXT, config)],
  booking: [
    'form-mail',
    bookingFields(
      {
        ...who,
        serviceType: 'onsite',
        emirate: 'Dubai',
        date: '2030-01-06',
        startHour: 10,
        hours: 2,
      },
      CONTEXT,
      config,
    ),
  ],
  quote: [
    'form-mail',
    quoteRequestBody(
      { ...who, company: 'Corp', quote: priceQuote({ numUsers: 3 }) },
      CONTEXT,
      config,
    ),
  ],
  'saved-quote': [
    'form-mail',
    savedQuoteBody({ ...who, quote: priceQuote({ numUsers: 3 }) }, CONTEXT, config),
  ],
  rfi: ['rfi', rfiFields({ ...who, company: 'Corp', file: null }, CONTEXT)],
  checklist: ['lead', checklistFields(who, CONTEXT)],
};

describe('the lead contract', () => {
  it.each(Object.entries(SENT))(
    'names the %s form by what it sends, and accepts it complete',
    (id, [endpoint, fields]) => {
      const contract = contractFor(endpoint, fields);
      expect(contract.id).toBe(id);
      expect(leadProblem(contract, fields)).toBeNull();
    },
  );

  it.each(Object.entries(SENT))(
    'refuses the %s form with its own message when a required field is blank',
    (id, [, fields]) => {
      const contract = LEAD_CONTRACTS[id as LeadFormId];
      for (const name of contract.required.at(-1)!.fields) {
        expect(leadProblem(contract, { ...fields, [name]: '  ' })).not.toBeNull();
      }
    },
  );

  it('uses the specification’s messages (site-core.md §5, site-pages.md §5)', () => {
    const message = (id: LeadFormId) => LEAD_CONTRACTS[id].required[0].message;
    expect(message('assessment')).toBe('Please fill Name, Work Email, and Company.');
    expect(message('application')).toBe('Please fill your Name, Email, and Cover Letter.');
    expect(message('contact')).toBe('Please fill Name, Email, Subject, and Message.');
    expect(LEAD_CONTRACTS.booking.required.map((rule) => rule.message)).toEqual([
      'Please fill Name, Email, Date, and Emirate.',
      'Please fill Name, Email and Date.',
    ]);
  });

  it('asks an onsite booking for its emirate, and a remote one not', () => {
    const [, fields] = SENT.booking;
    const onsite = { ...fields, emirate: '' };
    expect(leadProblem(LEAD_CONTRACTS.booking, onsite)).toBe(
      'Please fill Name, Email, Date, and Emirate.',
    );
    expect(leadProblem(LEAD_CONTRACTS.booking, { ...onsite, service_type: 'remote' })).toBeNull();
  });

  it('refuses an email without a domain and a dot, the same for every form', () => {
    for (const [endpoint, fields] of Object.values(SENT)) {
      const contract = contractFor(endpoint, fields);
      expect(leadProblem(contract, { ...fields, email: 'lina@corp' })).toBe(
        'Please provide a valid email address.',
      );
    }
  });

  it('keeps the old name-and-email rule for a form-mail submission it cannot name', () => {
    const contract = contractFor('form-mail', { subject: 'Hello', name: 'A', email: 'a@b.ae' });
    expect(contract.id).toBe('unknown');
    expect(leadProblem(contract, { name: 'A', email: 'a@b.ae' })).toBeNull();
    expect(leadProblem(contract, { name: 'A' })).toBe('Please provide your name and email.');
  });
});

describe('a quote request’s reference, on its message’s first line', () => {
  it('is read from a first line `Reference: AC-XXXXXX`', () => {
    expect(referenceFromMessage('Reference: AC-7Q4K2M\nEnvironment\n- Users: 3')).toBe('AC-7Q4K2M');
    expect(referenceFromMessage('Reference: AC-7Q4K2M')).toBe('AC-7Q4K2M');
    expect(referenceFromMessage('Reference: AC-7Q4K2M\r\nEnvironment')).toBe('AC-7Q4K2M');
  });

  it.each([
    ['no reference line', 'Environment\n- Users: 3'],
    ['the line not first', 'Environment\nReference: AC-7Q4K2M'],
    ['a character outside the alphabet (O)', 'Reference: AC-7Q4K2O\nEnvironment'],
    ['small letters', 'Reference: ac-7q4k2m\nEnvironment'],
    ['five characters', 'Reference: AC-7Q4K2\nEnvironment'],
    ['more after it', 'Reference: AC-7Q4K2M and more\nEnvironment'],
    ['another label', 'Ref: AC-7Q4K2M\nEnvironment'],
    ['an empty message', ''],
  ])('is null with %s', (_, message) => {
    expect(referenceFromMessage(message)).toBeNull();
  });

  it('reads back the reference a quote request sends', () => {
    const reference = makeReference();
    const [, fields] = SENT.quote;
    expect(referenceFromMessage(withReferenceLine(String(fields.message), reference))).toBe(
      reference,
    );
  });
});
