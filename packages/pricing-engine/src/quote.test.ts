import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { environment } from '../test/arbitraries';
import { SPEC, specDiscountRate } from '../test/spec';
import { calculatePrice } from './calculate';
import { formatAED } from './format';
import { priceQuote } from './quote';

const labels = (env: Parameters<typeof priceQuote>[0]) =>
  priceQuote(env).lines.map((line) => [line.label, line.value]);

describe('priceQuote: the lines', () => {
  it('words each per-unit service as quantity × the spec rate, and ends with the total', () => {
    expect(
      labels({ numUsers: 3, numServers: 2, numRouters: 1, numFirewalls: 1, numLocations: 1 }),
    ).toEqual([
      [`Users: 3 × ${formatAED(SPEC.user)}`, formatAED(3 * SPEC.user)],
      [`Servers: 2 × ${formatAED(SPEC.server)}`, formatAED(2 * SPEC.server)],
      [`Routers: 1 × ${formatAED(SPEC.router)}`, formatAED(SPEC.router)],
      [`Firewalls: 1 × ${formatAED(SPEC.firewall)}`, formatAED(SPEC.firewall)],
      [`Sites: 1 × ${formatAED(SPEC.location)}`, formatAED(SPEC.location)],
      [
        'Total per month',
        formatAED(3 * SPEC.user + 2 * SPEC.server + 2 * SPEC.router + SPEC.location),
      ],
    ]);
  });

  it('shows one line per Wi-Fi and CCTV tier used', () => {
    const { wifi, cctv } = SPEC;
    expect(labels({ numWiFi: 120, numCCTV: 60 }).slice(0, 5)).toEqual([
      [`Wi-Fi access points: ${wifi.first} × AED ${wifi.firstRate}`, formatAED(20 * 40)],
      [`Wi-Fi access points: 80 × AED ${wifi.midRate}`, formatAED(80 * wifi.midRate)],
      [`Wi-Fi access points: 20 × AED ${wifi.beyondRate}`, formatAED(20 * wifi.beyondRate)],
      [`CCTV cameras: ${cctv.first} × AED ${cctv.firstRate}`, formatAED(50 * cctv.firstRate)],
      [`CCTV cameras: 10 × AED ${cctv.midRate}`, formatAED(10 * cctv.midRate)],
    ]);
  });

  it('itemizes each chosen add-on at its flat rate and each licence per user or per server', () => {
    const quote = priceQuote({
      numUsers: 10,
      numServers: 2,
      addons: { backupMon: true },
      licenses: { endpointProt: true, dataBackupServer: true },
    });
    expect(quote.lines.filter((l) => l.kind === 'addon' || l.kind === 'license')).toEqual([
      expect.objectContaining({ label: 'Backup monitoring', amount: SPEC.addons.backupMon }),
      expect.objectContaining({
        label: `Endpoint protection: 10 × AED ${SPEC.licensesPerUser.endpointProt}`,
        quantity: 10,
        unitRate: SPEC.licensesPerUser.endpointProt,
        amount: 10 * SPEC.licensesPerUser.endpointProt,
      }),
      expect.objectContaining({
        label: `Server backup: 2 × AED ${SPEC.serverBackup}`,
        amount: 2 * SPEC.serverBackup,
      }),
    ]);
    expect(quote.addonsTotal).toBe(SPEC.addons.backupMon + 120 + 2 * SPEC.serverBackup);
  });

  it('reads surcharge, subtotal, discount and total in order, the discount negative', () => {
    // 20 users at 24x7: 2500 + 40 % = 3500, which reaches the 2000 tier: 5 % off.
    const base = 20 * SPEC.user;
    const subtotal = base * (1 + SPEC.surcharge);
    const discount = subtotal * specDiscountRate(subtotal);
    expect(labels({ numUsers: 20, supportHours: '24x7' })).toEqual([
      [`Users: 20 × AED ${SPEC.user}`, formatAED(base)],
      ['24x7 surcharge (40%)', formatAED(base * SPEC.surcharge)],
      ['Subtotal', formatAED(subtotal)],
      ['Discount (5%)', `-${formatAED(discount)}`],
      ['Total per month', formatAED(subtotal - discount)],
    ]);
  });

  it('has no subtotal line when no discount applies, and only the total when nothing is charged', () => {
    expect(labels({ numUsers: 2 }).map(([label]) => label)).toEqual([
      'Users: 2 × AED 125',
      'Total per month',
    ]);
    expect(labels({})).toEqual([['Total per month', 'AED 0']]);
  });

  it('prices the suggested package line by line, leaving out what costs nothing', () => {
    const { enterprise } = SPEC.packages;
    // 52 users, 5 servers, 1 router, 4 access points: Enterprise 24/7, 2 over its cap of 50,
    // 2 servers beyond the 3 it includes.
    const quote = priceQuote({ numUsers: 52, numServers: 5, numRouters: 1, numWiFi: 4 });
    const total =
      enterprise.base + 2 * enterprise.overage + 2 * enterprise.server + 5 * enterprise.net;
    expect(quote.suggestedPackage).toMatchObject({
      id: 'enterprise',
      name: enterprise.name,
      total,
    });
    expect(quote.suggestedPackage.lines.map((l) => [l.label, l.value])).toEqual([
      ['Package base', formatAED(enterprise.base)],
      [`Users over the cap: 2 × AED ${enterprise.overage}`, formatAED(2 * enterprise.overage)],
      [`Billable servers: 2 × AED ${enterprise.server}`, formatAED(2 * enterprise.server)],
      [`Network devices: 5 × AED ${enterprise.net}`, formatAED(5 * enterprise.net)],
      [`${enterprise.name} per month`, formatAED(total)],
    ]);
    expect(priceQuote({ numUsers: 3 }).suggestedPackage.lines.map((l) => l.label)).toEqual([
      'Package base',
      'Essential Care per month',
    ]);
  });

  it('names the cheaper option in the spec’s words', () => {
    // 10 users: 1250 against Essential Care's 1499.
    expect(priceQuote({ numUsers: 10 }).comparison).toEqual({
      outcome: 'custom-cheaper',
      difference: SPEC.packages.essential.base - 10 * SPEC.user,
      message: `Your Custom Quote is cheaper by ${formatAED(249)}/mo.`,
    });
  });

  it('keeps the visitor’s environment as it was priced, parsed', () => {
    const quote = priceQuote({
      numUsers: '12.7',
      supportHours: 'always',
      addons: { avMgmt: true },
    });
    expect(quote.environment).toMatchObject({ numUsers: 12, supportHours: '8x5' });
    expect(quote.extras).toEqual({ addons: ['Antivirus management'], licenses: [] });
  });
});

describe('priceQuote properties', () => {
  it('agrees with calculatePrice on every total', () => {
    fc.assert(
      fc.property(environment, (env) => {
        const quote = priceQuote(env);
        const result = calculatePrice(env);
        expect([quote.baseServices, quote.addonsTotal, quote.surcharge]).toEqual([
          result.baseServices,
          result.addonsTotal,
          result.surcharge,
        ]);
        expect([quote.discountPercent, quote.discountAmount, quote.total]).toEqual([
          result.discountPercent,
          result.discountAmount,
          result.grandTotal,
        ]);
        expect(quote.suggestedPackage.total).toBe(result.meta.suggestedPackage.total);
      }),
    );
  });

  it('its lines add up, in fils, to the total: charges + surcharge − discount', () => {
    fc.assert(
      fc.property(environment, (env) => {
        const quote = priceQuote(env);
        const total = quote.lines.at(-1)!;
        expect(total.kind).toBe('total');
        const summed = quote.lines
          .filter((l) => l.kind !== 'subtotal' && l.kind !== 'total')
          .reduce((sum, l) => sum + l.fils, 0);
        expect(summed).toBe(total.fils);
        expect(quote.lines.every((l) => l.kind === 'total' || l.fils !== 0)).toBe(true);
      }),
    );
  });

  it('the package lines add up to the package total', () => {
    fc.assert(
      fc.property(environment, (env) => {
        const { lines, total } = priceQuote(env).suggestedPackage;
        const charged = lines.slice(0, -1).reduce((sum, l) => sum + l.fils, 0);
        expect(charged).toBe(lines.at(-1)!.fils);
        expect(lines.at(-1)!.amount).toBe(total);
      }),
    );
  });
});

describe('priceQuote: the parts of the total', () => {
  it('splits a total into its parts at the spec rates, the discount negative', () => {
    const base = 16 * SPEC.user;
    const wifi = 2 * SPEC.wifi.firstRate;
    const addon = SPEC.addons.avMgmt;
    const surcharge = (base + wifi + addon) * SPEC.surcharge;
    const subtotal = base + wifi + addon + surcharge;
    const discount = subtotal * specDiscountRate(subtotal);
    const quote = priceQuote({
      numUsers: 16,
      numWiFi: 2,
      addons: { avMgmt: true },
      supportHours: '24x7',
    });
    const fils = (aed: number) => Math.round(aed * 100);
    expect(quote.parts.map((line) => [line.label, line.fils])).toEqual([
      ['Per-unit services', fils(base)],
      ['Wi-Fi and CCTV', fils(wifi)],
      ['Add-on services', fils(addon)],
      ['24x7 surcharge (40%)', fils(surcharge)],
      [`Discount (${specDiscountRate(subtotal) * 100}%)`, -fils(discount)],
    ]);
  });

  it('has only the parts that cost something: licences alone are one part', () => {
    const quote = priceQuote({ numUsers: 2, licenses: { m365Backup: true } });
    expect(quote.parts.map((line) => line.label)).toEqual([
      'Per-unit services',
      'Optional licenses',
    ]);
  });

  it('the parts add up to the total exactly, each part once and none zero', () => {
    fc.assert(
      fc.property(environment, (env) => {
        const quote = priceQuote(env);
        const total = quote.lines.at(-1)!;
        expect(quote.parts.reduce((sum, line) => sum + line.fils, 0)).toBe(total.fils);
        expect(new Set(quote.parts.map((line) => line.kind)).size).toBe(quote.parts.length);
        for (const part of quote.parts) expect(part.fils).not.toBe(0);
      }),
    );
  });
});
