import { describe, expect, it } from 'vitest';
import { SPEC } from '../test/spec';
import { calculatePrice } from './calculate';
import { PACKAGES } from './packages';
import { suggestPackage } from './suggest';

describe('suggestPackage: which package', () => {
  it.each([
    [0, 'essential'],
    [10, 'essential'],
    [11, 'business'],
    [25, 'business'],
    [26, 'enterprise'],
    [400, 'enterprise'],
  ] as const)('%i users at 8x5 suggest %s', (users, id) => {
    const suggestion = suggestPackage({ numUsers: users });
    expect(suggestion.id).toBe(id);
    expect(suggestion.name).toBe(SPEC.packages[id].name);
  });

  it.each([1, 10, 25])('24x7 support always suggests Enterprise 24/7 (%i users)', (users) => {
    expect(suggestPackage({ numUsers: users, supportHours: '24x7' }).id).toBe('enterprise');
  });
});

describe('suggestPackage: package price', () => {
  it('is the base price when the environment fits inside it', () => {
    const suggestion = suggestPackage({ numUsers: 10 });
    expect(suggestion.total).toBe(SPEC.packages.essential.base);
    expect(suggestion).toMatchObject({ overUsers: 0, serversBillable: 0, networkDevices: 0 });
  });

  it('charges users beyond the cap at the overage rate', () => {
    const p = SPEC.packages.enterprise;
    const suggestion = suggestPackage({ numUsers: 60 });
    expect(suggestion.overUsers).toBe(60 - p.cap);
    expect(suggestion.userOverage).toBe(p.overage);
    expect(suggestion.overUsersCost).toBe((60 - p.cap) * p.overage);
    expect(suggestion.total).toBe(p.base + (60 - p.cap) * p.overage);
  });

  it('includes three servers in Enterprise 24/7 and bills the rest', () => {
    const p = SPEC.packages.enterprise;
    expect(suggestPackage({ numUsers: 30, numServers: 3 }).serversBillable).toBe(0);
    const suggestion = suggestPackage({ numUsers: 30, numServers: 5 });
    expect(suggestion.serversBillable).toBe(5 - p.included);
    expect(suggestion.serverRate).toBe(p.server);
    expect(suggestion.serversCost).toBe((5 - p.included) * p.server);
  });

  it.each(['essential', 'business'] as const)('bills every server in %s', (id) => {
    const users = SPEC.packages[id].cap;
    const suggestion = suggestPackage({ numUsers: users, numServers: 2 });
    expect(suggestion.serversBillable).toBe(2);
    expect(suggestion.serversCost).toBe(2 * SPEC.packages[id].server);
  });

  it('counts routers, firewalls and Wi-Fi access points as network devices', () => {
    const p = SPEC.packages.business;
    const suggestion = suggestPackage({
      numUsers: 20,
      numRouters: 2,
      numFirewalls: 1,
      numWiFi: 7,
      numCCTV: 30,
      numLocations: 2,
    });
    expect(suggestion.networkDevices).toBe(2 + 1 + 7);
    expect(suggestion.networkRate).toBe(p.net);
    expect(suggestion.total).toBe(p.base + 10 * p.net);
  });

  it('carries the package service levels as notes', () => {
    expect(suggestPackage({ supportHours: '24x7' }).notes).toEqual(
      PACKAGES.enterprise.serviceLevels,
    );
    expect(PACKAGES.enterprise.serviceLevels.join(' ')).toMatch(/24\/7 NOC.*1h.*4h.*4 visits/);
    expect(PACKAGES.business.serviceLevels.join(' ')).toMatch(/2h.*8h.*2 visits/);
    expect(PACKAGES.essential.serviceLevels.join(' ')).toMatch(/4h.*next business day.*1 visit/);
  });
});

describe('calculatePrice: diff against the package', () => {
  it('is the grand total minus the package total', () => {
    const result = calculatePrice({ numUsers: 12, numServers: 1 });
    const pkg = SPEC.packages.business;
    expect(result.meta.suggestedPackage.total).toBe(pkg.base + pkg.server);
    expect(result.meta.diff).toBe(12 * SPEC.user + SPEC.server - (pkg.base + pkg.server));
  });
});

describe('PACKAGES', () => {
  it('holds every column of the spec table', () => {
    for (const [id, p] of Object.entries(SPEC.packages)) {
      expect(PACKAGES[id as keyof typeof PACKAGES]).toMatchObject({
        id,
        name: p.name,
        base: p.base,
        userCap: p.cap,
        overagePerUser: p.overage,
        serverRate: p.server,
        networkRate: p.net,
        includedServers: p.included,
      });
    }
  });
});
