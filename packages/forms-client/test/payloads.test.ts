import { fromQuoteQuery, priceQuote } from '@acme/pricing-engine';
import { describe, expect, it } from 'vitest';
import { applicationFields } from '../src/forms/application';
import { assessmentFields } from '../src/forms/assessment';
import { bookingFields } from '../src/forms/booking';
import { checklistFields } from '../src/forms/checklist';
import { contactFields } from '../src/forms/contact';
import { quoteRequestBody } from '../src/forms/quote';
import { savedQuoteBody } from '../src/forms/saved-quote';
import { rfiFields } from '../src/forms/rfi';
import { CONTEXT, QUOTE, REMOTE_BOOKING } from './fixtures';

const config = { accessKey: 'test-key' };
const utm = {
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'amc-dubai',
  utm_term: 'it support',
  utm_content: 'ad-1',
};

describe('form-mail payloads', () => {
  it('assessment request: every field of the contact request', () => {
    expect(
      assessmentFields(
        {
          name: ' Aisha Khan ',
          email: ' aisha@firm.ae ',
          company: 'Firm LLC',
          phone: '+971 50 000 0000',
          message: '',
        },
        CONTEXT,
        config,
      ),
    ).toEqual({
      access_key: 'test-key',
      subject: 'Free IT Assessment',
      from_name: 'Aisha Khan',
      name: 'Aisha Khan',
      email: 'aisha@firm.ae',
      replyto: 'aisha@firm.ae',
      company: 'Firm LLC',
      phone: '+971 50 000 0000',
      message: '(none)',
      page: CONTEXT.page,
      source: 'popup',
      botcheck: '',
      ...utm,
    });
  });

  it('assessment request keeps a message that was written', () => {
    const fields = assessmentFields(
      { name: 'A', email: 'a@b.ae', company: 'C', message: 'Two offices' },
      CONTEXT,
      config,
    );
    expect(fields.message).toBe('Two offices');
  });

  it('job application: position, cover letter and the CV link as cv_or_profile_url', () => {
    expect(
      applicationFields(
        {
          name: 'Omar',
          email: 'omar@mail.ae',
          phone: '050',
          position: 'Field Engineer for AMC Support',
          coverLetter: 'I have five years of AMC work.',
          portfolioUrl: 'https://linkedin.com/in/omar',
        },
        CONTEXT,
        config,
      ),
    ).toEqual({
      access_key: 'test-key',
      subject: 'Job Application: Field Engineer for AMC Support',
      from_name: 'Omar',
      name: 'Omar',
      email: 'omar@mail.ae',
      replyto: 'omar@mail.ae',
      phone: '050',
      position: 'Field Engineer for AMC Support',
      coverLetter: 'I have five years of AMC work.',
      cv_or_profile_url: 'https://linkedin.com/in/omar',
      page: CONTEXT.page,
      source: 'careers',
      botcheck: '',
      ...utm,
    });
  });

  it('contact message: company, subject and message', () => {
    expect(
      contactFields(
        {
          name: 'Sara',
          email: 'sara@co.ae',
          company: 'Co',
          phone: '',
          subject: 'Office move',
          message: 'We move in May.',
        },
        CONTEXT,
        config,
      ),
    ).toEqual({
      access_key: 'test-key',
      subject: 'Office move',
      from_name: 'Sara',
      name: 'Sara',
      email: 'sara@co.ae',
      replyto: 'sara@co.ae',
      company: 'Co',
      phone: '',
      message: 'We move in May.',
      page: CONTEXT.page,
      source: 'contact',
      botcheck: '',
      ...utm,
    });
  });

  it('on-demand booking: the booking fields priced at sending', () => {
    // Saturday 28 Nov 2026, 10:00 Gulf time, onsite in Abu Dhabi for 3 hours:
    // (450 + 1 × 150) × 1.5 + 200 travel = 1100 (site-pages.md §9).
    const fields = bookingFields(
      {
        serviceType: 'onsite',
        emirate: 'Abu Dhabi',
        date: '2026-11-28',
        startHour: '10',
        hours: '3',
        name: 'Rami',
        email: 'rami@shop.ae',
        company: 'Shop',
        phone: '04 000 0000',
        address: 'Khalifa City',
        notes: 'Printer down',
      },
      CONTEXT,
      config,
    );
    expect(fields).toEqual({
      access_key: 'test-key',
      subject: 'On-Demand Support Booking (Onsite)',
      from_name: 'Rami',
      name: 'Rami',
      email: 'rami@shop.ae',
      replyto: 'rami@shop.ae',
      company: 'Shop',
      phone: '04 000 0000',
      address: 'Khalifa City',
      notes: 'Printer down',
      service_type: 'onsite',
      emirate: 'Abu Dhabi',
      requested_date: '2026-11-28',
      requested_hour_gst: '10:00',
      requested_datetime_dubai_iso: '2026-11-28T10:00:00+04:00',
      hours: '3',
      after_hours: 'Yes',
      travel_charge_aed: '200',
      calculated_total_aed: String((450 + 150) * 1.5 + 200),
      pricing_breakdown: expect.any(String),
      page: CONTEXT.page,
      source: 'on-demand-support',
      botcheck: '',
      ...utm,
    });
    expect(JSON.parse(fields.pricing_breakdown!)).toEqual({
      base_includes_hours: 2,
      base_rate_aed: 450,
      extra_hours: 1,
      extra_rate_aed: 150,
      after_hours_multiplier: 1.5,
      travel_charge_aed: 200,
    });
  });

  it('remote booking: no emirate, no travel, hours raised to the minimum', () => {
    const fields = bookingFields(REMOTE_BOOKING, CONTEXT, config);
    expect(fields).toMatchObject({
      service_type: 'remote',
      emirate: '',
      hours: '2',
      after_hours: 'No',
      travel_charge_aed: '0',
      calculated_total_aed: '350',
      requested_hour_gst: '09:00',
    });
  });
});

describe('quote request body (JSON)', () => {
  it('has exactly the fields the specification lists', () => {
    const body = quoteRequestBody(
      {
        name: ' Lina ',
        email: 'lina@corp.ae ',
        company: 'Corp',
        phone: '',
        notes: 'Need a 3-year plan',
        quote: QUOTE,
      },
      CONTEXT,
      config,
    );
    expect(Object.keys(body).sort()).toEqual(
      ['access_key', 'company', 'email', 'message', 'name', 'phone', 'subject'].sort(),
    );
    expect(body).toMatchObject({
      access_key: 'test-key',
      name: 'Lina',
      email: 'lina@corp.ae',
      company: 'Corp',
      phone: '',
    });
    expect(body.subject).toContain('Quote');
  });

  it('carries a readable message: counts, hours, add-ons, licences, prices, notes and page', () => {
    const { message } = quoteRequestBody(
      {
        name: 'L',
        email: 'l@c.ae',
        company: 'C',
        notes: 'Need a 3-year plan',
        quote: QUOTE,
      },
      CONTEXT,
      config,
    );
    // 12 users × 125 + 2 servers × 300 + 4 Wi-Fi × 40 = 2260; add-ons 150 + 12 × 8 = 246;
    // 24x7 adds 40 % = 1002.40; subtotal 3508.40 earns 5 % = 175.42; total 3332.98.
    // Each line in the quote's own words.
    for (const line of [
      '- Users: 12',
      '- Servers: 2',
      '- Wi-Fi access points: 4',
      '- CCTV cameras: 0',
      '- Support hours: 24x7',
      'Add-on services: Antivirus management',
      'Optional licenses: Microsoft 365 backup',
      '- Users: 12 × AED 125 — AED 1,500',
      '- Servers: 2 × AED 300 — AED 600',
      '- Wi-Fi access points: 4 × AED 40 — AED 160',
      '- Antivirus management — AED 150',
      '- Microsoft 365 backup: 12 × AED 8 — AED 96',
      '- 24x7 surcharge (40%) — AED 1,002',
      '- Subtotal — AED 3,508',
      '- Discount (5%) — -AED 175',
      '- Total per month — AED 3,333',
      'Notes: Need a 3-year plan',
      `Page: ${CONTEXT.page}`,
    ]) {
      expect(message.split('\n')).toContain(line);
    }
  });

  it('says "None" and "(none)" where nothing was chosen or written', () => {
    const { message } = quoteRequestBody(
      {
        name: 'L',
        email: 'l@c.ae',
        company: 'C',
        quote: priceQuote({ numUsers: 'abc' }),
      },
      CONTEXT,
      config,
    );
    expect(message).toContain('- Users: 0');
    expect(message).toContain('Add-on services: None');
    expect(message).toContain('Optional licenses: None');
    expect(message).toContain('Notes: (none)');
  });
});

describe('saved quote body (JSON)', () => {
  it('addresses the visitor and carries the same readable quote as a quote request', () => {
    const body = savedQuoteBody(
      { name: ' Lina ', email: ' lina@corp.ae', quote: QUOTE },
      CONTEXT,
      config,
    );
    expect(Object.keys(body).sort()).toEqual(
      [
        'access_key',
        'email',
        'message',
        'name',
        'quote_query',
        'replyto',
        'source',
        'subject',
      ].sort(),
    );
    expect(body).toMatchObject({
      access_key: 'test-key',
      name: 'Lina',
      email: 'lina@corp.ae',
      replyto: 'lina@corp.ae',
      source: 'saved-quote',
    });
    expect(body.subject).toContain('quote');
    expect(body.message).toContain('- Total per month — AED 3,333');
    expect(body.message).toContain(`Page: ${CONTEXT.page}`);
    // The server mails its own copy, priced again from the calculator's state.
    expect(priceQuote(fromQuoteQuery(body.quote_query)!)).toEqual(QUOTE);
  });
});

describe('PHP endpoint payloads', () => {
  it('RFI/RFP: the listed fields with three UTM parameters and the referrer', () => {
    expect(
      rfiFields(
        {
          name: 'N',
          email: ' n@gov.ae',
          company: 'Gov',
          phone: '1',
          notes: 'Due 1 Dec',
          file: null,
        },
        CONTEXT,
      ),
    ).toEqual({
      name: 'N',
      email: 'n@gov.ae',
      company: 'Gov',
      phone: '1',
      notes: 'Due 1 Dec',
      honeypot: '',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'amc-dubai',
      referrer: 'https://www.google.com/',
    });
  });

  it('checklist lead: name, email, company, honeypot, campaign and referrer', () => {
    expect(checklistFields({ name: 'K', email: 'k@x.ae' }, CONTEXT)).toEqual({
      name: 'K',
      email: 'k@x.ae',
      company: '',
      honeypot: '',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'amc-dubai',
      referrer: 'https://www.google.com/',
    });
  });
});
