import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCount } from './count';
import { toLatinDigits } from './digits';
import { toBillableHours, toStartHour } from './on-demand/price-on-demand';

/** A number as a keyboard or a formatter of that script writes it. */
const EASTERN_ARABIC = new Intl.NumberFormat('ar-EG', { maximumFractionDigits: 20 });
const PERSIAN = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 20 });
const eastern = (n: number | string) => String(n).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
const persian = (n: number | string) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

/** Text with no Eastern Arabic or Persian digit or separator in it. */
const latinText = fc
  .string({ unit: 'binary' })
  .filter((text) => !/[\u0660-\u0669\u066b\u066c\u06f0-\u06f9]/.test(text));

describe('toLatinDigits', () => {
  it('reads every whole number typed in Eastern Arabic or Persian digits as that number', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(Number(toLatinDigits(eastern(n)))).toBe(n);
        expect(Number(toLatinDigits(persian(n)))).toBe(n);
      }),
    );
  });

  it('reads an amount as an Arabic or Persian formatter writes it, separators and all', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat({ max: 99 }), (whole, cents) => {
        const n = whole + cents / 100;
        expect(Number(toLatinDigits(EASTERN_ARABIC.format(n)))).toBe(n);
        expect(Number(toLatinDigits(PERSIAN.format(n)))).toBe(n);
      }),
    );
  });

  it('leaves a text with no Arabic or Persian figure as it was', () => {
    fc.assert(
      fc.property(latinText, (text) => {
        expect(toLatinDigits(text)).toBe(text);
      }),
    );
  });

  it('writes digits alone and keeps every other character in its place', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('+', '(', ')', ' ', '-', '٠', '٩', '۰', '۹', '0', '5', 'a', 'ع')),
        (characters) => {
          const text = characters.join('');
          const written = toLatinDigits(text);
          expect(written).toHaveLength(text.length);
          expect(written.replace(/\d/g, '#')).toBe(text.replace(/[\d٠-٩۰-۹]/g, '#'));
        },
      ),
    );
  });

  it('is the same in the two scripts and once is enough', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(toLatinDigits(eastern(n))).toBe(toLatinDigits(persian(n)));
        expect(toLatinDigits(toLatinDigits(eastern(n)))).toBe(String(n));
      }),
    );
  });
});

describe('numeric inputs typed in Arabic or Persian digits', () => {
  it('counts the calculator the same as Latin digits', () => {
    fc.assert(
      fc.property(fc.nat({ max: 200_000 }), (n) => {
        expect(toCount(eastern(n))).toBe(toCount(String(n)));
        expect(toCount(persian(n))).toBe(toCount(String(n)));
      }),
    );
  });

  it('bills and starts a booking the same as Latin digits', () => {
    fc.assert(
      fc.property(fc.nat({ max: 30 }), fc.nat({ max: 9 }), (hours, tenths) => {
        const typed = `${hours}.${tenths}`;
        expect(toBillableHours(eastern(typed).replace('.', '٫'))).toBe(toBillableHours(typed));
        expect(toStartHour(persian(hours))).toBe(toStartHour(String(hours)));
      }),
    );
  });
});
