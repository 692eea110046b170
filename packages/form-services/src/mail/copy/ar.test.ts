import { CHECKLIST_NAME_AR } from '@acme/forms-client/ar-terms';
import { EMIRATES, arabicAfterHours } from '@acme/pricing-engine';
import { arabicStyleFaults, everyString } from '@acme/tooling/arabic-style';
import { describe, expect, it } from 'vitest';
import { AR_MAIL_COPY } from './ar';

describe('the visitor mails in Arabic', () => {
  it('keep the Arabic copy’s house style in every sentence (يُرجى, tanween, punctuation)', () => {
    const texts = everyString(AR_MAIL_COPY, [
      ['طلبك', 'AC-7Q4K2M'],
      [3],
      [1.5],
      ...EMIRATES.map((emirate) => [emirate]),
      ['Acme', true, 'AC-7Q4K2M'],
    ]);
    expect(texts.length).toBeGreaterThan(40);
    for (const text of texts) expect(arabicStyleFaults(text), text).toEqual([]);
  });

  it('count a booking’s hours as Arabic counts, from 1 to 100', () => {
    // A term of the estimate's list stands alone: one and two in the nominative, 3–10 the
    // plural, 11–99 the accusative singular, 100 the genitive singular.
    const expected = (n: number) =>
      n === 1 ? 'ساعة واحدة' : n === 2 ? 'ساعتان' : n <= 10 ? `${n} ساعات` : `${n} ساعة`;
    for (let n = 1; n <= 100; n++) expect(AR_MAIL_COPY.booking.hours(n)).toBe(expected(n));
  });

  it('say the after-hours rule and the travel charge as phrases, not as a sign', () => {
    expect(AR_MAIL_COPY.booking.afterHours(1.5)).not.toContain('×');
    expect(AR_MAIL_COPY.booking.afterHours(1.5)).toContain('بمعامل 1.5');
    expect(AR_MAIL_COPY.booking.travel(200)).toMatch(/ 200 درهم$/);
  });

  it('word the after-hours rule as the booking form’s quote does (one wording, the engine’s)', () => {
    expect(AR_MAIL_COPY.booking.afterHours(1.5)).toBe(arabicAfterHours(1.5));
  });

  it('count the travel charge as Arabic counts dirhams, by the last two digits', () => {
    // 3–10 the plural, 11–99 the accusative singular, 0 (100, 200…) the genitive singular.
    expect(AR_MAIL_COPY.booking.travel(150)).toBe('رسوم تنقل قدرها 150 درهمًا');
    expect(AR_MAIL_COPY.booking.travel(105)).toBe('رسوم تنقل قدرها 105 دراهم');
    expect(AR_MAIL_COPY.booking.travel(1000)).toBe('رسوم تنقل قدرها 1,000 درهم');
  });

  it('say «طلب» once in the booking’s confirmation, and name the saved quote before its owner', () => {
    expect(AR_MAIL_COPY.confirmations.booking.request).not.toMatch(/طلب.*طلب/u);
    expect(AR_MAIL_COPY.savedQuote.intro).toBe(
      'إليك عرض سعر خدمات تقنية المعلومات الذي حفظته على موقعنا.',
    );
  });

  it('name the checklist as the site does', () => {
    expect(AR_MAIL_COPY.checklist.subject).toBe(CHECKLIST_NAME_AR);
    expect(AR_MAIL_COPY.checklist.intro).toContain(CHECKLIST_NAME_AR);
  });
});
