import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { environment, onDemandRequest } from '../test/arbitraries';
import { SPEC, specDiscountRate } from '../test/spec';
import { calculatePrice, subtotalOf } from './calculate';
import { toCount } from './count';
import type { Environment } from './environment';
import { priceOnDemand } from './on-demand/price-on-demand';

const hasAtMostTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

describe('calculatePrice properties', () => {
  it('every amount is non-negative with at most two decimals', () => {
    fc.assert(
      fc.property(environment, (env) => {
        const r = calculatePrice(env);
        for (const amount of [
          r.baseServices,
          r.addonsTotal,
          r.surcharge,
          r.discountAmount,
          r.grandTotal,
        ]) {
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(hasAtMostTwoDecimals(amount)).toBe(true);
        }
      }),
    );
  });

  it('grandTotal = subtotal − discount, and the subtotal is base + add-ons + surcharge', () => {
    fc.assert(
      fc.property(environment, (env) => {
        const r = calculatePrice(env);
        const subtotal = subtotalOf(r);
        expect(subtotal).toBeCloseTo(r.baseServices + r.addonsTotal + r.surcharge, 6);
        expect(r.grandTotal).toBeCloseTo(subtotal - r.discountAmount, 6);
      }),
    );
  });

  it('the discount is 0/5/10/15 % and matches the subtotal tier', () => {
    fc.assert(
      fc.property(environment, (env) => {
        const r = calculatePrice(env);
        expect([0, 5, 10, 15]).toContain(r.discountPercent);
        expect(r.discountPercent / 100).toBe(specDiscountRate(subtotalOf(r)));
        expect(r.discountAmount).toBeCloseTo((subtotalOf(r) * r.discountPercent) / 100, 2);
      }),
    );
  });

  it('the surcharge is 40 % of base plus add-ons at 24x7 and 0 otherwise', () => {
    fc.assert(
      fc.property(environment, (env) => {
        const r = calculatePrice(env);
        const expected =
          env.supportHours === '24x7' ? (r.baseServices + r.addonsTotal) * SPEC.surcharge : 0;
        expect(r.surcharge).toBeCloseTo(expected, 2);
      }),
    );
  });

  // The spec's discount is a step on the whole subtotal (5 % at 2000, 10 % at 5000, 15 % at
  // 10000), so one more user can lower the grand total when it lifts the subtotal into the next
  // tier (see the discount-cliff unit test). What holds without exception is the subtotal, and
  // the grand total within one tier.
  const withOneMoreUser = (env: Environment) => {
    const users = toCount(env.numUsers);
    return {
      before: calculatePrice({ ...env, numUsers: users }),
      after: calculatePrice({ ...env, numUsers: users + 1 }),
    };
  };

  it('adding a user never lowers the subtotal', () => {
    fc.assert(
      fc.property(environment, (env) => {
        const { before, after } = withOneMoreUser(env);
        expect(subtotalOf(after)).toBeGreaterThanOrEqual(subtotalOf(before));
      }),
    );
  });

  it('adding a user never lowers the grand total while the discount tier stays the same', () => {
    fc.assert(
      fc.property(environment, (env) => {
        const { before, after } = withOneMoreUser(env);
        fc.pre(after.discountPercent === before.discountPercent);
        expect(after.grandTotal).toBeGreaterThanOrEqual(before.grandTotal);
      }),
    );
  });

  it('Wi-Fi and CCTV tier lines sum to the count and the cost', () => {
    fc.assert(
      fc.property(environment, (env) => {
        const { wifi, cctv } = calculatePrice(env).meta;
        for (const tiered of [wifi, cctv]) {
          expect(tiered.breakdown.reduce((sum, l) => sum + l.qty, 0)).toBe(tiered.count);
          expect(tiered.breakdown.reduce((sum, l) => sum + l.line, 0)).toBe(tiered.cost);
          for (const line of tiered.breakdown) expect(line.line).toBe(line.qty * line.rate);
        }
      }),
    );
  });

  it('diff is the grand total minus the suggested package total', () => {
    fc.assert(
      fc.property(environment, (env) => {
        const r = calculatePrice(env);
        expect(r.meta.diff).toBeCloseTo(r.grandTotal - r.meta.suggestedPackage.total, 6);
      }),
    );
  });

  it('every figure handed out is a whole number of fils, never re-rounded on the way out', () => {
    // The engine hands out fils / 100, which survives this round trip exactly.
    const wholeFils = (aed: number) => Math.round(aed * 100) / 100 === aed;
    fc.assert(
      fc.property(environment, (env) => {
        const r = calculatePrice(env);
        const pkg = r.meta.suggestedPackage;
        const figures = [
          r.vat,
          r.totalInclVat,
          r.annualTotal,
          r.meta.diff,
          r.meta.wifi.cost,
          r.meta.cctv.cost,
          ...r.meta.wifi.breakdown.map((line) => line.line),
          pkg.overUsersCost,
          pkg.serversCost,
          pkg.networkCost,
          pkg.total,
        ];
        for (const amount of figures) expect(wholeFils(amount)).toBe(true);
        // In fils, the package's parts add up to its total exactly.
        const inFils = (aed: number) => Math.round(aed * 100);
        expect(inFils(pkg.total)).toBe(
          inFils(pkg.base) +
            inFils(pkg.overUsersCost) +
            inFils(pkg.serversCost) +
            inFils(pkg.networkCost),
        );
        expect(inFils(r.meta.diff)).toBe(inFils(r.grandTotal) - inFils(pkg.total));
      }),
    );
  });
});

describe('priceOnDemand properties', () => {
  const { onDemand } = SPEC;
  /** The specification's dirhams in fils, the unit the quote answers in. */
  const fils = (aed: number) => Math.round(aed * 100);
  /** Business hours as the specification says them: Monday–Friday, 09:00 to before 18:00. */
  const isAfterHours = (date: string, startHour: number) => {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return weekday === 0 || weekday === 6 || startHour < 9 || startHour >= 18;
  };
  /** Billed hours as the specification says them: whole, a fraction rounded up, at least 2. */
  const billed = (hours: number) => Math.max(2, Number.isFinite(hours) ? Math.ceil(hours) : 0);

  it('answers whole fils, with a total of subtotal + after-hours when it applies + travel', () => {
    fc.assert(
      fc.property(onDemandRequest, (request) => {
        const q = priceOnDemand(request);
        const amounts = [
          q.baseRate,
          q.extraRate,
          q.extraHoursCharge,
          q.subtotal,
          q.afterHoursCharge,
          q.travelCharge,
          q.total,
        ];
        for (const amount of amounts) expect(Number.isSafeInteger(amount)).toBe(true);
        expect(q.subtotal).toBe(q.baseRate + q.extraHoursCharge);
        expect(q.extraHoursCharge).toBe(q.extraHours * q.extraRate);
        expect(q.total).toBe(q.subtotal + (q.afterHours ? q.afterHoursCharge : 0) + q.travelCharge);
        expect(q.requestedDatetimeDubaiIso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\+04:00$/);
      }),
    );
  });

  it("prices every booking at the specification's rates, in whole dirhams", () => {
    fc.assert(
      fc.property(onDemandRequest, (request) => {
        const q = priceOnDemand(request);
        const rate = onDemand[request.serviceType];
        const hours = billed(request.hours);
        const subtotal = rate.base + (hours - onDemand.included) * rate.extra;
        const afterHours = isAfterHours(request.date, request.startHour);
        const travels =
          request.serviceType === 'onsite' && !['', 'Dubai', 'Sharjah'].includes(request.emirate);
        const travel = travels ? onDemand.travel : 0;
        const total = subtotal * (afterHours ? onDemand.afterHours : 1) + travel;

        expect(q.hours).toBe(hours);
        expect(q.afterHours).toBe(afterHours);
        expect(q.subtotal).toBe(fils(subtotal));
        expect(q.afterHoursCharge).toBe(fils(subtotal * (onDemand.afterHours - 1)));
        expect(q.travelCharge).toBe(fils(travel));
        expect(q.total).toBe(fils(total));
        expect(q.total % 100).toBe(0);
      }),
    );
  });

  it('an after-hours booking never costs less than the same booking in business hours', () => {
    fc.assert(
      fc.property(onDemandRequest, (request) => {
        const q = priceOnDemand(request);
        const businessHours = priceOnDemand({ ...request, date: '2026-11-23', startHour: 10 });
        expect(q.total).toBeGreaterThanOrEqual(businessHours.total);
      }),
    );
  });
});
