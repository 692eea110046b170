import { calculatePrice, formatAED, type Environment } from '@acme/pricing-engine';
import { describe, expect, it } from 'vitest';
import { chargedLines, quoteLines } from './lines';

const linesOf = (env: Environment) => quoteLines(env, calculatePrice(env));

describe('quoteLines', () => {
  it('prices each per-unit service as quantity × the spec rate', () => {
    // site-core.md §9: user 125, server 300, router 60, firewall 60, location 500.
    const lines = linesOf({
      numUsers: 12,
      numServers: 2,
      numRouters: 1,
      numFirewalls: 3,
      numLocations: 2,
    });
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ term: 'Users: 12 × AED 125', value: formatAED(12 * 125) }),
        expect.objectContaining({ term: 'Servers: 2 × AED 300', value: formatAED(2 * 300) }),
        expect.objectContaining({ term: 'Routers: 1 × AED 60', value: formatAED(60) }),
        expect.objectContaining({ term: 'Firewalls: 3 × AED 60', value: formatAED(3 * 60) }),
        expect.objectContaining({ term: 'Sites: 2 × AED 500', value: formatAED(2 * 500) }),
      ]),
    );
  });

  it('shows one line per Wi-Fi and CCTV tier used', () => {
    // Wi-Fi: 20 at 40, then 30 up to 100, then 20; CCTV: 50 at 25, then 18 up to 200, then 12.
    const terms = linesOf({ numWiFi: 120, numCCTV: 60 }).map((line) => line.term);
    expect(terms).toEqual(
      expect.arrayContaining([
        'Wi-Fi access points: 20 × AED 40',
        'Wi-Fi access points: 80 × AED 30',
        'Wi-Fi access points: 20 × AED 20',
        'CCTV cameras: 50 × AED 25',
        'CCTV cameras: 10 × AED 18',
      ]),
    );
    expect(terms.filter((t) => t.startsWith('CCTV'))).toHaveLength(2);
  });

  it('itemizes only the chosen add-ons and licences, licences per user or per server', () => {
    const lines = linesOf({
      numUsers: 10,
      numServers: 2,
      addons: { backupMon: true },
      licenses: { endpointProt: true, dataBackupServer: true },
    });
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ term: 'Backup monitoring', value: formatAED(200) }),
        expect.objectContaining({
          term: 'Endpoint protection: 10 × AED 12',
          value: formatAED(120),
        }),
        expect.objectContaining({ term: 'Server backup: 2 × AED 100', value: formatAED(200) }),
      ]),
    );
    const terms = lines.map((line) => line.term);
    expect(terms).not.toContain('Antivirus management');
    expect(terms.some((t) => t.startsWith('Microsoft 365 backup'))).toBe(false);
  });

  it('ends with the surcharge, the discount and its percentage, and the total', () => {
    // 20 users at 24x7: 2500 + 40 % = 3500, which earns 5 % off: 3325.
    const tail = linesOf({ numUsers: 20, supportHours: '24x7' }).slice(-3);
    expect(tail).toEqual([
      expect.objectContaining({ term: '24x7 surcharge', value: formatAED(1000) }),
      expect.objectContaining({ term: 'Discount (5%)', value: `-${formatAED(175)}` }),
      expect.objectContaining({ term: 'Total per month', value: formatAED(3325), total: true }),
    ]);
  });
});

describe('chargedLines', () => {
  it('drops what costs nothing and keeps the total', () => {
    const charged = chargedLines(linesOf({ numUsers: 3 })).map((l) => l.term);
    expect(charged).toEqual(['Users: 3 × AED 125', 'Total per month']);
  });
});
