import { describe, expect, it } from 'vitest';
import { SPEC, fils, specDiscountRate } from '../test/spec';
import { calculatePrice } from './calculate';
import { PRESET_IDS } from './preset-ids';
import { PRESETS } from './presets';

describe('PRESETS', () => {
  it('has the four presets with the spec labels', () => {
    expect(Object.fromEntries(Object.values(PRESETS).map((p) => [p.id, p.label]))).toEqual({
      smallOffice: '10-User Office',
      growingStartup: '25-User Startup',
      multiSite: '50-User Multi-site',
      retailChain: 'Retail — 5 Sites',
    });
  });

  it('lists the presets in the order the spec names them, as PRESETS holds them', () => {
    expect(PRESET_IDS).toEqual(['smallOffice', 'growingStartup', 'multiSite', 'retailChain']);
    expect(Object.keys(PRESETS)).toEqual(PRESET_IDS);
  });

  it('keeps the values the spec names', () => {
    expect(PRESETS.smallOffice.environment.numUsers).toBe(10);
    expect(PRESETS.growingStartup.environment.numUsers).toBe(25);
    expect(PRESETS.multiSite.environment.numUsers).toBe(50);
    expect(PRESETS.multiSite.environment.supportHours).toBe('24x7');
    expect(PRESETS.retailChain.environment.numLocations).toBe(5);
  });

  it.each(Object.values(PRESETS))(
    '$label sets every field and prices as the spec says',
    (preset) => {
      const env = preset.environment;
      expect(Object.keys(env).sort()).toEqual(
        [
          'addons',
          'licenses',
          'numCCTV',
          'numFirewalls',
          'numLocations',
          'numRouters',
          'numServers',
          'numUsers',
          'numWiFi',
          'supportHours',
        ].sort(),
      );
      expect(Object.keys(env.addons).sort()).toEqual(Object.keys(SPEC.addons).sort());
      expect(Object.keys(env.licenses)).toHaveLength(4);

      // Independent re-computation from the spec text.
      const n = (v: unknown) => Number(v);
      const tier = (
        count: number,
        t: { first: number; firstRate: number; upTo: number; midRate: number; beyondRate: number },
      ) =>
        Math.min(count, t.first) * t.firstRate +
        Math.max(0, Math.min(count, t.upTo) - t.first) * t.midRate +
        Math.max(0, count - t.upTo) * t.beyondRate;
      const users = n(env.numUsers);
      const servers = n(env.numServers);
      const base =
        users * SPEC.user +
        servers * SPEC.server +
        n(env.numRouters) * SPEC.router +
        n(env.numFirewalls) * SPEC.firewall +
        n(env.numLocations) * SPEC.location +
        tier(n(env.numWiFi), SPEC.wifi) +
        tier(n(env.numCCTV), SPEC.cctv);
      let addons = 0;
      for (const [id, price] of Object.entries(SPEC.addons)) {
        if (env.addons[id as keyof typeof env.addons]) addons += price;
      }
      for (const [id, rate] of Object.entries(SPEC.licensesPerUser)) {
        if (env.licenses[id as keyof typeof env.licenses]) addons += users * rate;
      }
      if (env.licenses.dataBackupServer) addons += servers * SPEC.serverBackup;
      const surcharge = env.supportHours === '24x7' ? (base + addons) * SPEC.surcharge : 0;
      const subtotal = base + addons + surcharge;
      const discount = subtotal * specDiscountRate(subtotal);

      const result = calculatePrice(env);
      expect(result.baseServices).toBe(base);
      expect(result.addonsTotal).toBe(addons);
      expect(result.surcharge).toBe(fils(surcharge));
      expect(result.discountAmount).toBe(fils(discount));
      expect(result.grandTotal).toBe(fils(subtotal - discount));
      expect(result.grandTotal).toBeGreaterThan(0);
    },
  );
});
