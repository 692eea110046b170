import { describe, expect, it } from 'vitest';
import { arabicStyleFaults, everyString } from './arabic-style';

describe('arabicStyleFaults', () => {
  it.each([
    ['شهرياً', 'tanween'],
    ['شاملاً ضريبة القيمة المضافة', 'tanween'],
    ['يرجى المحاولة مرة أخرى.', 'يُرجى'],
    ['ويرجى الاتصال بنا.', 'يُرجى'],
    ['تقييم مجاني لالتقنية', 'لل'],
    ['بتوقيت الخليج (GST، UTC+4).', 'Latin comma'],
    ['أرسل طلب عروض (RFP) المتعلق بالصيانة.', 'definite word'],
    ['دبي, الشارقة', 'Arabic comma'],
    ['الهاتف; البريد', 'Arabic semicolon'],
    ['هل تحتاج إلى دعم?', 'question mark'],
  ])('finds the fault in %s', (text, rule) => {
    const faults = arabicStyleFaults(text);
    expect(faults).toHaveLength(1);
    expect(faults[0]).toContain(rule);
  });

  it.each([
    'شهريًا، شاملًا ضريبة القيمة المضافة',
    'يُرجى المحاولة مرة أخرى.',
    'ابتداءً من 999 درهم، ومساءً، وهيئةً',
    'للتقييم المجاني',
    'بتوقيت الخليج (GST, UTC+4).',
    'الإجمالي السنوي (12 شهرًا، غير شامل ضريبة القيمة المضافة)',
    'أرسل طلب عروض (RFP) بشأن الصيانة.',
    'Microsoft 365, Azure; AWS?',
    'هل تحتاج إلى دعم؟',
  ])('passes %s', (text) => {
    expect(arabicStyleFaults(text)).toEqual([]);
  });
});

describe('everyString', () => {
  it('reads objects, arrays and functions called with each sample, leaving out a call that throws', () => {
    const copy = {
      title: 'عنوان',
      rows: ['أ', 'ب'],
      count: (n: number) => `${n} ساعات`,
      fails: () => {
        throw new Error('no');
      },
      flag: true,
    };
    expect(everyString(copy, [[3], [4]])).toEqual(['عنوان', 'أ', 'ب', '3 ساعات', '4 ساعات']);
  });
});
