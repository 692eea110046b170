import { priceQuote } from '@acme/pricing-engine';
import { arabicStyleFaults, everyString } from '@acme/tooling/arabic-style';
import { describe, expect, it } from 'vitest';
import { CHECKLIST_NAME_AR, NETWORK_ERROR_AR } from '../src/ar-terms';
import { createFormsClient } from '../src/client';
import type { FormsConfig } from '../src/config';
import { SERVICE_MESSAGES } from '../src/contract/service';
import { FORM_MESSAGES_AR, atMostHours } from '../src/messages/ar';
import { FORM_MESSAGES_EN } from '../src/messages/en';
import type { FormMessages } from '../src/messages/messages';
import { sayIn } from '../src/messages/say';
import { COMPANY_EMAIL, CONTEXT, configFor } from './fixtures';

type Posted = Record<string, string>;

/** A client whose every post is answered by `answer`, with what each post carried. */
function clientWith(
  overrides: Partial<FormsConfig>,
  answer: () => Response = () => Response.json({ success: true }),
) {
  const posted: Posted[] = [];
  const forms = createFormsClient(
    configFor('https://forms.test', {
      now: () => new Date('2026-11-23T08:00:00Z'),
      ...overrides,
      fetch: async (_url, init) => {
        const body = init?.body;
        posted.push(
          body instanceof FormData
            ? Object.fromEntries(
                [...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]),
              )
            : (JSON.parse(body as string) as Posted),
        );
        return answer();
      },
    }),
    () => CONTEXT,
  );
  return { forms, posted };
}

const who = { name: 'Lina', email: 'lina@corp.ae' };
const quote = priceQuote({ numUsers: 4 });

describe('the language field', () => {
  it('goes with every lead that carries a reference: the page’s language, English by default', async () => {
    for (const language of [undefined, 'en', 'ar'] as const) {
      const { forms, posted } = clientWith(language ? { language } : {});
      await forms.contact({ ...who, subject: 'S', message: 'M' });
      await forms.assessment({ ...who, company: 'Corp' });
      await forms.savedQuote({ ...who, quote });
      await forms.checklist(who);
      for (const fields of posted) {
        expect(fields.reference).toMatch(/^AC-/);
        expect(fields.language).toBe(language ?? 'en');
      }
    }
  });

  it('is not added to the quote request, whose JSON fields the specification fixes', async () => {
    const { forms, posted } = clientWith({ language: 'ar' });
    await forms.quote({ ...who, company: 'Corp', quote });
    expect(Object.keys(posted[0]!).sort()).toEqual(
      ['access_key', 'company', 'email', 'message', 'name', 'phone', 'subject'].sort(),
    );
  });
});

describe('digits typed on an Arabic or Persian keyboard', () => {
  it('are sent as Latin digits in every phone field', async () => {
    const { forms, posted } = clientWith({ language: 'ar' });
    const phone = ' +٩٧١ ٥٠ ۱۲۳ ٤٥٦٧ ';
    await forms.contact({ ...who, subject: 'S', message: 'M', phone });
    await forms.assessment({ ...who, company: 'Corp', phone });
    await forms.quote({ ...who, company: 'Corp', quote, phone });
    await forms.booking({
      ...who,
      serviceType: 'remote',
      date: '2026-11-24',
      startHour: 10,
      hours: 2,
      phone,
    });
    expect(posted.map((fields) => fields.phone)).toEqual(Array(4).fill('+971 50 123 4567'));
  });

  it('price and check a booking’s hours and start as Latin digits would', async () => {
    const arabic = clientWith({});
    const latin = clientWith({});
    const booking = { ...who, serviceType: 'remote' as const, date: '2026-11-24' };
    await arabic.forms.booking({ ...booking, startHour: '١٠', hours: '٣٫٥' });
    await latin.forms.booking({ ...booking, startHour: '10', hours: '3.5' });
    const { reference: _a, ...sent } = arabic.posted[0]!;
    const { reference: _b, ...expected } = latin.posted[0]!;
    expect(sent).toEqual(expected);
    expect(sent.hours).toBe('4');
    expect(sent.requested_hour_gst).toBe('10:00');
    const tooLong = await arabic.forms.booking({ ...booking, startHour: '٩', hours: '٢٥' });
    expect(tooLong).toEqual({ status: 'invalid', message: 'Please choose at most 24 hours.' });
  });
});

describe('the forms’ messages', () => {
  it('are the specification’s English ones unless the page says otherwise', async () => {
    const { forms } = clientWith({});
    expect(await forms.contact({ ...who, subject: '', message: 'M' })).toEqual({
      status: 'invalid',
      message: 'Please fill Name, Email, Subject, and Message.',
    });
  });

  it('are the Arabic twins on an Arabic page: checks, failures and the service’s refusals', async () => {
    const { forms } = clientWith({ language: 'ar', say: sayIn(FORM_MESSAGES_AR) });
    expect(await forms.contact({ ...who, subject: '', message: 'M' })).toEqual({
      status: 'invalid',
      message: FORM_MESSAGES_AR.forms.contact.required[0],
    });
    expect(await forms.checklist({ name: 'Lina', email: 'lina@corp' })).toEqual({
      status: 'invalid',
      message: FORM_MESSAGES_AR.invalidEmail,
    });
    expect(
      await forms.booking({
        ...who,
        serviceType: 'onsite',
        date: '2026-11-24',
        startHour: 9,
        hours: 2,
      }),
    ).toEqual({ status: 'invalid', message: FORM_MESSAGES_AR.forms.booking.required[0] });
    expect(
      await forms.booking({
        ...who,
        serviceType: 'remote',
        date: '2026-11-01',
        startHour: 9,
        hours: 2,
      }),
    ).toEqual({ status: 'invalid', message: FORM_MESSAGES_AR.bookingPastDate });
    expect(await forms.rfi({ ...who, company: 'Corp', file: null })).toEqual({
      status: 'invalid',
      message: FORM_MESSAGES_AR.rfiFile.missing,
    });
  });

  it('fill the company’s address into an Arabic failure, and say a service’s English refusal in Arabic', async () => {
    const refused = clientWith({ language: 'ar', say: sayIn(FORM_MESSAGES_AR) }, () =>
      Response.json({ success: false }, { status: 500 }),
    );
    expect(await refused.forms.quote({ ...who, company: 'Corp', quote })).toEqual({
      status: 'failed',
      message: `تعذّر إرسال طلب عرض السعر. يُرجى مراسلتنا على ${COMPANY_EMAIL}.`,
    });
    const past = clientWith({ language: 'ar', say: sayIn(FORM_MESSAGES_AR) }, () =>
      Response.json({ success: false, message: FORM_MESSAGES_EN.bookingPastDate }, { status: 400 }),
    );
    // The service's clock says the day is past, the browser's does not.
    expect(
      await past.forms.booking({
        ...who,
        serviceType: 'remote',
        date: '2026-11-24',
        startHour: 9,
        hours: 2,
      }),
    ).toEqual({ status: 'failed', message: FORM_MESSAGES_AR.bookingPastDate });
    const down = clientWith({ language: 'ar', say: sayIn(FORM_MESSAGES_AR) }, () =>
      Response.json({ success: false, message: SERVICE_MESSAGES.unavailable }, { status: 503 }),
    );
    expect(await down.forms.contact({ ...who, subject: 'S', message: 'M' })).toEqual({
      status: 'failed',
      message: FORM_MESSAGES_AR.service.unavailable,
    });
    const own = clientWith({ language: 'ar', say: sayIn(FORM_MESSAGES_AR) }, () =>
      Response.json({ success: false, message: 'Maintenance until 10:00.' }, { status: 503 }),
    );
    expect(await own.forms.contact({ ...who, subject: 'S', message: 'M' })).toEqual({
      status: 'failed',
      message: 'Maintenance until 10:00.',
    });
  });

  it('have one shape in both languages: every English message has an Arabic twin', () => {
    const shape = (messages: unknown): unknown =>
      typeof messages === 'string'
        ? 'text'
        : Array.isArray(messages)
          ? messages.map(shape)
          : Object.fromEntries(
              Object.entries(messages as object).map(([key, value]) => [key, shape(value)]),
            );
    expect(shape(FORM_MESSAGES_AR)).toEqual(shape(FORM_MESSAGES_EN));
    const pairs = (en: unknown, ar: unknown): [string, string][] =>
      typeof en === 'string'
        ? [[en, ar as string]]
        : Object.keys(en as object).flatMap((key) =>
            pairs((en as Record<string, unknown>)[key], (ar as Record<string, unknown>)[key]),
          );
    for (const [en, ar] of pairs(FORM_MESSAGES_EN, FORM_MESSAGES_AR)) {
      if (en === '') expect(ar).toBe('');
      else expect(ar).toMatch(/[\u0600-\u06ff]/);
      // The placeholders and figures of the English are in the Arabic too.
      expect(ar.match(/\{email\}|\d+/g) ?? []).toEqual(en.match(/\{email\}|\d+/g) ?? []);
    }
  });

  it('say the network error one way: every form that got no answer says the same words', () => {
    const { forms } = FORM_MESSAGES_AR;
    for (const form of ['assessment', 'application', 'contact', 'booking', 'unknown'] as const) {
      expect(forms[form].network).toBe(NETWORK_ERROR_AR);
    }
    // Sending and saving say the same error, then where it happened, then the same request.
    const [error, request] = NETWORK_ERROR_AR.split('. ');
    for (const message of [forms.quote.network, forms['saved-quote'].network]) {
      expect(message).toMatch(new RegExp(`^${error} أثناء \\S+\\. ${request}$`));
    }
  });

  it('keep the Arabic copy’s house style (يُرجى, tanween, punctuation)', () => {
    const texts = everyString([FORM_MESSAGES_AR, NETWORK_ERROR_AR, CHECKLIST_NAME_AR]);
    expect(texts.length).toBeGreaterThan(30);
    for (const text of texts) expect(arabicStyleFaults(text), text).toEqual([]);
  });

  it('count the hours of a booking too long as Arabic counts, from 1 to 100', () => {
    // «لا تتجاوز» takes an object: one and two in the accusative, 3–10 the plural, 11–99 the
    // accusative singular, 100 the genitive singular.
    const expected = (n: number) =>
      n === 1 ? 'ساعة واحدة' : n === 2 ? 'ساعتين' : n <= 10 ? `${n} ساعات` : `${n} ساعة`;
    for (let n = 1; n <= 100; n++) {
      expect(atMostHours(n)).toBe(`يُرجى اختيار مدة لا تتجاوز ${expected(n)}.`);
    }
    expect(FORM_MESSAGES_AR.bookingTooLong).toBe(atMostHours(24));
  });

  it('fail tsc when a language misses one', () => {
    const { bookingTooLong: _missing, ...partial } = FORM_MESSAGES_AR;
    // @ts-expect-error -- a message is missing.
    const incomplete: FormMessages = partial;
    const booking = FORM_MESSAGES_AR.forms.booking;
    const oneRule: FormMessages['forms']['booking'] = {
      ...booking,
      // @ts-expect-error -- the booking has two required rules, so two messages.
      required: [booking.required[0]],
    };
    expect([incomplete, oneRule]).toHaveLength(2);
  });
});
