import { createFormsClient, sayIn } from '@acme/forms-client';
import { FORM_MESSAGES_AR } from '@acme/forms-client/ar';
import { priceQuote } from '@acme/pricing-engine';
import ICAL from 'ical.js';
import type { Email } from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { ENGINES, postMultipart, startServices, startSmtp, track, type Services } from './helpers';

const NO_CAMPAIGN = {
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_term: '',
  utm_content: '',
};
const page = (path: string) => () => ({
  page: `https://www.example.ae${path}`,
  referrer: '',
  campaign: NO_CAMPAIGN,
});

/** The site's forms client on an Arabic page, as the Arabic build makes it. */
const arabicClient = (services: Services, path = '/ar/contact') =>
  createFormsClient(
    { ...services.config, language: 'ar', say: sayIn(FORM_MESSAGES_AR) },
    page(path),
  );
const englishClient = (services: Services, path = '/contact') =>
  createFormsClient(services.config, page(path));

/** The next date (from 2099 on, far from today) with this UTC weekday, 0 = Sunday. */
function dayOf(weekday: number): string {
  const start = Date.UTC(2099, 0, 1);
  const offset = (weekday - new Date(start).getUTCDay() + 7) % 7;
  return new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
}

const header = (mail: Email, name: string) =>
  mail.headers.find((entry) => entry.key === name.toLowerCase())?.value;

const ARABIC = /[\u0600-\u06ff]/;

/** An onsite booking in Abu Dhabi on a Saturday, 10:00 for 3 hours (site-pages.md's rates). */
const saturdayBooking = {
  name: 'سارة',
  email: 'sara@x.ae',
  phone: '٠٥٠ ١٢٣ ٤٥٦٧',
  notes: 'الطابعة لا تعمل',
  serviceType: 'onsite' as const,
  emirate: 'Abu Dhabi',
  date: dayOf(6),
  startHour: '١٠',
  hours: '٣',
};

describe('a lead from an Arabic page', () => {
  it('gets its confirmation in Arabic, with an HTML part right to left, beside the text', async () => {
    const smtp = track(await startSmtp());
    const services = track(
      await startServices({ smtpUrl: smtp.url, siteUrl: 'https://www.example.ae' }),
    );
    const sent = await arabicClient(services).contact({
      name: 'ليلى',
      email: 'laila@corp.ae',
      subject: 'عقد صيانة',
      message: 'نرغب في عرض لعشرين مستخدمًا.',
    });
    expect(sent.status).toBe('sent');
    const { reference } = sent as { reference: string };
    await services.settled();
    expect((await services.leads())[0]!.fields.language).toBe('ar');

    const [visitor] = await smtp.to('laila@corp.ae');
    expect(header(visitor!, 'Content-Language')).toBe('ar');
    expect(visitor!.subject).toMatch(ARABIC);
    expect(visitor!.subject).toContain(reference);
    expect(visitor!.text).toMatch(ARABIC);
    expect(visitor!.text).toContain(`الرقم المرجعي: ${reference}`);
    expect(visitor!.text).toContain('https://www.example.ae/ar');
    expect(visitor!.html).toContain('<html lang="ar" dir="rtl">');
    // The reference reads left to right inside the Arabic.
    expect(visitor!.html).toContain(`<bdi dir="ltr">${reference}</bdi>`);
    // Still nothing the visitor typed.
    for (const typed of ['ليلى', 'عقد صيانة', 'عشرين']) expect(visitor!.text).not.toContain(typed);
  });

  it('mails the company in English, naming the visitor’s language, with their words as typed', async () => {
    const smtp = track(await startSmtp());
    const services = track(
      await startServices({ smtpUrl: smtp.url, companyEmail: 'leads@example.ae' }),
    );
    await arabicClient(services).contact({
      name: 'ليلى',
      email: 'laila@corp.ae',
      subject: 'عقد صيانة',
      message: 'نرغب في عرض لعشرين مستخدمًا.',
      phone: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧',
    });
    await services.settled();
    const [company] = await smtp.to('leads@example.ae');
    expect(company!.subject).toMatch(/^\[Website lead\] عقد صيانة from ليلى \(AC-/);
    expect(company!.text).toContain('\nLanguage: Arabic\n');
    expect(company!.text).toContain('message: نرغب في عرض لعشرين مستخدمًا.');
    // The phone as the company can dial it: typed in Arabic digits, sent in Latin ones.
    expect(company!.text).toContain('phone: +971 50 123 4567');
    expect(header(company!, 'Content-Language')).toBeUndefined();
    expect(company!.html).toBeFalsy();
  });

  it('books in Arabic: the same estimate as in English, Arabic dates, Dubai time and invitation', async () => {
    const smtp = track(await startSmtp());
    const services = track(await startServices({ smtpUrl: smtp.url }));
    const arabic = await arabicClient(services, '/ar/services/on-demand').booking(saturdayBooking);
    const english = await englishClient(services, '/services/on-demand').booking({
      ...saturdayBooking,
      email: 'sam@x.ae',
      startHour: 10,
      hours: 3,
    });
    expect([arabic.status, english.status]).toEqual(['sent', 'sent']);
    await services.settled();
    const [ar] = await smtp.to('sara@x.ae');
    const [en] = await smtp.to('sam@x.ae');

    // One amount, worded in each language: the English mail's figure is the Arabic one's.
    const figure = /Estimate: AED ([\d,]+)/.exec(en!.text ?? '')?.[1];
    expect(figure).toBeDefined();
    expect(ar!.text).toContain(`التقدير: ${figure} درهم`);
    expect(ar!.text).toContain('أبوظبي');
    expect(ar!.text).toMatch(
      /السبت، \d+ [\u0600-\u06ff]+ 2099، من الساعة 10:00 إلى الساعة 13:00 بتوقيت دبي/,
    );
    expect(ar!.html).toContain('dir="rtl"');

    const invitation = (mail: Email) => {
      const file = mail.attachments.find(({ filename }) => filename === 'booking.ics')!;
      const text = new TextDecoder().decode(file.content as ArrayBuffer);
      const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
      ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
      return { text, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
    };
    const arabicInvitation = invitation(ar!);
    const englishInvitation = invitation(en!);
    expect(arabicInvitation.event.summary).toMatch(ARABIC);
    expect(arabicInvitation.event.description).toMatch(ARABIC);
    expect(arabicInvitation.text).toMatch(/^SUMMARY;LANGUAGE=ar:/m);
    expect(englishInvitation.event.summary).not.toMatch(ARABIC);
    for (const { event } of [arabicInvitation, englishInvitation]) {
      expect(event.startDate.toJSDate().toISOString()).toBe(`${dayOf(6)}T06:00:00.000Z`);
      expect(event.endDate.toJSDate().toISOString()).toBe(`${dayOf(6)}T09:00:00.000Z`);
    }
  });

  it('confirms a quote request from the Arabic calculator in Arabic; its JSON is the spec’s', async () => {
    const smtp = track(await startSmtp());
    const services = track(
      await startServices({ smtpUrl: smtp.url, companyEmail: 'leads@example.ae' }),
    );
    const sent = await arabicClient(services, '/ar/pricing?users=12').quote({
      name: 'Omar',
      email: 'omar@x.ae',
      company: 'Corp',
      quote: priceQuote({ numUsers: 12 }),
    });
    expect(sent.status).toBe('sent');
    await services.settled();
    const [lead] = await services.leads();
    expect(lead!.fields.language).toBeUndefined();
    const [visitor] = await smtp.to('omar@x.ae');
    expect(header(visitor!, 'Content-Language')).toBe('ar');
    expect(visitor!.subject).toMatch(ARABIC);
    const [company] = await smtp.to('leads@example.ae');
    expect(company!.text).toContain('\nLanguage: Arabic\n');
    expect(company!.text).toContain('Page: https://www.example.ae/ar/pricing?users=12');
  });
});

describe('a lead from an English page', () => {
  it('gets its confirmation in English, as text, and the company reads “Language: English”', async () => {
    const smtp = track(await startSmtp());
    const services = track(
      await startServices({ smtpUrl: smtp.url, companyEmail: 'leads@example.ae' }),
    );
    const sent = await englishClient(services).contact({
      name: 'Lina',
      email: 'lina@corp.ae',
      subject: 'AMC',
      message: 'Hello',
    });
    const { reference } = sent as { reference: string };
    await services.settled();
    expect((await services.leads())[0]!.fields.language).toBe('en');
    const [visitor] = await smtp.to('lina@corp.ae');
    expect(header(visitor!, 'Content-Language')).toBe('en');
    expect(visitor!.subject).toBe(`We received your message (${reference})`);
    expect(visitor!.text).not.toMatch(ARABIC);
    expect(visitor!.html).toBeFalsy();
    const [company] = await smtp.to('leads@example.ae');
    expect(company!.text).toContain('\nLanguage: English\n');
  });

  it('is English when an older client sends no language, and refused with one no form sends', async () => {
    const smtp = track(await startSmtp());
    const services = track(
      await startServices({ smtpUrl: smtp.url, companyEmail: 'leads@example.ae' }),
    );
    const fields = {
      access_key: services.config.accessKey,
      source: 'contact',
      name: 'Old',
      email: 'old@x.ae',
      subject: 'S',
      message: 'M',
    };
    expect((await postMultipart(services.config.formMailEndpoint, fields)).status).toBe(200);
    const refused = await postMultipart(services.config.formMailEndpoint, {
      ...fields,
      email: 'other@x.ae',
      language: 'fr',
    });
    expect(refused.status).toBe(400);
    await services.settled();
    expect(await services.leads()).toHaveLength(1);
    const [visitor] = await smtp.to('old@x.ae');
    expect(visitor!.subject).toMatch(/^We received your message/);
    const [company] = await smtp.to('leads@example.ae');
    expect(company!.text).toContain('\nLanguage: English\n');
  });
});

describe.each(ENGINES)('the language kept with the lead (%s)', (engine) => {
  it('is stored and read back with its fields', async () => {
    const services = track(await startServices({ engine }));
    await arabicClient(services).checklist({ name: 'ليلى', email: 'laila@corp.ae' });
    await englishClient(services).checklist({ name: 'Lina', email: 'lina@corp.ae' });
    const languages = (await services.leads()).map((lead) => [
      lead.fields.name,
      lead.fields.language,
    ]);
    expect(languages.sort()).toEqual([
      ['Lina', 'en'],
      ['ليلى', 'ar'],
    ]);
  });
});
