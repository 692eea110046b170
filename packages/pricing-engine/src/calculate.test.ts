import { describe, expect, it } from 'vitest';
import { SPEC, fils, specDiscountRate } from '../test/spec';
import { calculatePrice, subtotalOf } from './calculate';

describe('calculatePrice: base services', () => {
  it('prices each unit at its monthly rate', () => {
    const result = calculatePrice({
      numUsers: 3,
      numServers: 2,
      numRouters: 4,
      numFirewalls: 1,
      numLocations: 2,
    });
    expect(result.meta.endpointsCost).toBe(3 * SPEC.user);
    expect(result.meta.serversCost).toBe(2 * SPEC.server);
    expect(result.meta.routersCost).toBe(4 * SPEC.router);
    expect(result.meta.firewallsCost).toBe(1 * SPEC.firewall);
    expect(result.meta.locationsCost).toBe(2 * SPEC.location);
    expect(result.baseServices).toBe(
      3 * SPEC.user + 2 * SPEC.server + 4 * SPEC.router + SPEC.firewall + 2 * SPEC.location,
    );
    expect(result.addonsTotal).toBe(0);
    expect(result.surcharge).toBe(0);
  });

  it('adds tiered Wi-Fi and CCTV to the base', () => {
    const result = calculatePrice({ numUsers: 1, numWiFi: 2, numCCTV: 3 });
    expect(result.baseServices).toBe(SPEC.user + 2 * SPEC.wifi.firstRate + 3 * SPEC.cctv.firstRate);
  });

  it('is all zeros for an empty environment', () => {
    const result = calculatePrice();
    expect(result).toMatchObject({
      baseServices: 0,
      addonsTotal: 0,
      surcharge: 0,
      discountPercent: 0,
      discountAmount: 0,
      grandTotal: 0,
    });
    expect(result.meta.supportHours).toBe('8x5');
  });
});

describe('calculatePrice: add-ons and licences', () => {
  it.each(Object.entries(SPEC.addons))('the %s add-on adds a flat %i per month', (id, price) => {
    const result = calculatePrice({ numUsers: 40, addons: { [id]: true } });
    expect(result.addonsTotal).toBe(price);
  });

  it.each(Object.entries(SPEC.licensesPerUser))('the %s licence costs %i per user', (id, rate) => {
    expect(
      calculatePrice({ numUsers: 7, numServers: 2, licenses: { [id]: true } }).addonsTotal,
    ).toBe(7 * rate);
  });

  it('server backup costs 100 per server', () => {
    const result = calculatePrice({
      numUsers: 7,
      numServers: 3,
      licenses: { dataBackupServer: true },
    });
    expect(result.addonsTotal).toBe(3 * SPEC.serverBackup);
  });

  it('sums every add-on and licence together', () => {
    const users = 5;
    const servers = 2;
    const result = calculatePrice({
      numUsers: users,
      numServers: servers,
      addons: { avMgmt: true, backupMon: true, siteVisit: true, ms365Admin: true },
      licenses: {
        endpointProt: true,
        dataBackupUser: true,
        dataBackupServer: true,
        m365Backup: true,
      },
    });
    const perUser = Object.values(SPEC.licensesPerUser).reduce((a, b) => a + b, 0);
    const flat = Object.values(SPEC.addons).reduce((a, b) => a + b, 0);
    expect(result.addonsTotal).toBe(flat + users * perUser + servers * SPEC.serverBackup);
  });

  it('ignores flags that are not set to on', () => {
    const result = calculatePrice({
      numUsers: 4,
      addons: { avMgmt: false },
      licenses: { endpointProt: 'false' as unknown as boolean },
    });
    expect(result.addonsTotal).toBe(0);
  });
});

describe('calculatePrice: 24x7 surcharge', () => {
  it('adds 40 % of base plus add-ons at 24x7', () => {
    const base = 6 * SPEC.user;
    const addons = SPEC.addons.backupMon;
    const result = calculatePrice({
      numUsers: 6,
      supportHours: '24x7',
      addons: { backupMon: true },
    });
    expect(result.surcharge).toBe(fils((base + addons) * SPEC.surcharge));
    expect(result.grandTotal).toBe(fils((base + addons) * (1 + SPEC.surcharge)));
    expect(result.meta.supportHours).toBe('24x7');
  });

  it('treats unknown support hours as 8x5', () => {
    const result = calculatePrice({ numUsers: 6, supportHours: '24/7' });
    expect(result.surcharge).toBe(0);
    expect(result.meta.supportHours).toBe('8x5');
  });
});

describe('calculatePrice: discount tiers on the subtotal', () => {
  // Users at 125 reach each threshold exactly; two routers (120) just below it.
  it.each([
    ['just below 2000', { numUsers: 15, numRouters: 2 }, 15 * 125 + 120],
    ['exactly 2000', { numUsers: 16 }, 2000],
    ['just below 5000', { numUsers: 39, numRouters: 2 }, 39 * 125 + 120],
    ['exactly 5000', { numUsers: 40 }, 5000],
    ['just below 10000', { numUsers: 79, numRouters: 2 }, 79 * 125 + 120],
    ['exactly 10000', { numUsers: 80 }, 10000],
  ])('%s', (_, env, subtotal) => {
    const result = calculatePrice(env);
    const rate = specDiscountRate(subtotal);
    expect(subtotalOf(result)).toBe(subtotal);
    expect(result.discountPercent).toBe(Math.round(rate * 100));
    expect(result.discountAmount).toBe(fils(subtotal * rate));
    expect(result.grandTotal).toBe(fils(subtotal - subtotal * rate));
  });

  // At 24x7 the subtotal can land less than 2 AED below a threshold: 1.4 × 1428 = 1999.20.
  it.each([
    [{ numUsers: 1, numCCTV: 11, numRouters: 17 }, 2000],
    [{ numUsers: 2, numCCTV: 5, numRouters: 53 }, 5000],
    [{ numUsers: 4, numCCTV: 10, numRouters: 106 }, 10000],
  ])('a 24x7 subtotal a fraction below %j earns the lower tier', (counts, threshold) => {
    const env = { ...counts, supportHours: '24x7', licenses: { m365Backup: true } } as const;
    const below = calculatePrice(env);
    const base =
      counts.numUsers * (SPEC.user + SPEC.licensesPerUser.m365Backup) +
      counts.numCCTV * SPEC.cctv.firstRate +
      counts.numRouters * SPEC.router;
    const subtotal = fils(base * (1 + SPEC.surcharge));
    expect(subtotal).toBeLessThan(threshold);
    expect(subtotal).toBeGreaterThan(threshold - 2);
    expect(subtotalOf(below)).toBe(subtotal);
    expect(below.discountPercent).toBe(Math.round(specDiscountRate(subtotal) * 100));

    const above = calculatePrice({ ...env, numRouters: counts.numRouters + 1 });
    expect(subtotalOf(above)).toBeGreaterThanOrEqual(threshold);
    expect(above.discountPercent).toBe(Math.round(specDiscountRate(threshold) * 100));
  });

  // The discount applies to the whole subtotal, so crossing a threshold lowers the total:
  // the user that lifts 9,875 to 10,000 turns 10 % off into 15 % off.
  it('one more user at a threshold can lower the grand total (the discount cliff)', () => {
    const below = 10000 - SPEC.user;
    const before = calculatePrice({ numUsers: below / SPEC.user });
    const after = calculatePrice({ numUsers: below / SPEC.user + 1 });
    expect(before.grandTotal).toBe(fils(below * (1 - specDiscountRate(below))));
    expect(after.grandTotal).toBe(fils(10000 * (1 - specDiscountRate(10000))));
    expect(after.grandTotal).toBeLessThan(before.grandTotal);
  });
});

describe('calculatePrice: bad inputs count as 0', () => {
  it.each([
    ['an unparsable string', 'abc'],
    ['an empty string', ''],
    ['a negative number', -5],
    ['a negative string', '-5'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
  ])('%s', (_, value) => {
    const result = calculatePrice({ numUsers: value, numServers: 1 });
    expect(result.meta.endpointsCost).toBe(0);
    expect(result.grandTotal).toBe(SPEC.server);
  });

  it('accepts numeric strings and floors fractions', () => {
    expect(calculatePrice({ numUsers: '4' }).grandTotal).toBe(4 * SPEC.user);
    expect(calculatePrice({ numUsers: ' 4 ' }).grandTotal).toBe(4 * SPEC.user);
    expect(calculatePrice({ numUsers: 4.99 }).grandTotal).toBe(4 * SPEC.user);
    expect(calculatePrice({ numUsers: '4.99' }).grandTotal).toBe(4 * SPEC.user);
  });
});
