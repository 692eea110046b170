import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { environment } from '../test/arbitraries';
import { SPEC, specDiscountRate } from '../test/spec';
import { formatAED } from './format';
import { toFils } from './money';
import { priceQuote } from './quote';
import { vatOfTotal } from './vat';

describe('VAT and annual figures', () => {
  it('follow the issue’s worked example, from the spec’s rates', () => {
    // 20 users and 3 servers at the spec's rates; the subtotal earns its discount tier.
    const subtotal = 20 * SPEC.user + 3 * SPEC.server;
    const total = subtotal * (1 - specDiscountRate(subtotal));
    expect(total).toBe(3230);
    const quote = priceQuote({ numUsers: 20, numServers: 3 });
    expect(quote.total).toBe(total);
    expect(quote.vat).toBe(161.5); // 5 % of AED 3,230: 16,150 fils
    expect(quote.vatLines.map((line) => [line.label, line.value])).toEqual([
      ['VAT (5%)', formatAED(161.5)],
      ['Monthly total incl. VAT', formatAED(total * 1.05)],
      ['Annual total (12 months, excl. VAT)', formatAED(12 * total)],
    ]);
    expect(quote.vatLines.map((line) => line.value)).toEqual([
      'AED 162',
      'AED 3,392',
      'AED 38,760',
    ]);
  });

  it('are exact in fils for every quote: VAT 5 % rounded half up once, incl. = total + VAT, annual = 12 × total', () => {
    fc.assert(
      fc.property(environment, (env) => {
        const quote = priceQuote(env);
        const totalFils = quote.lines.at(-1)!.fils;
        const [vat, incl, annual] = quote.vatLines.map((line) => line.fils);
        expect(vat).toBe(Math.floor((totalFils * 5 + 50) / 100));
        expect(incl).toBe(totalFils + vat!);
        expect(annual).toBe(12 * totalFils);
        expect(vatOfTotal(toFils(totalFils))).toEqual({
          vat,
          totalInclVat: incl,
          annualTotal: annual,
        });
      }),
    );
  });
});
