import { describe, expect, it } from 'vitest';
import { createLeases } from './leases';

const key = { lead: '2026-03-02T08-00-00-000Z-form-mail-0a1b2c3d', kind: 'company' as const };

describe('createLeases', () => {
  it('has an owner until the lease ends, then none', () => {
    const leases = createLeases();
    expect(leases.ownerAt(key, 0)).toBeNull();
    leases.take(key, 'a', 1_000);
    expect(leases.ownerAt(key, 999)).toBe('a');
    expect(leases.ownerAt(key, 1_000)).toBeNull();
  });

  it("renews and lets go of the owner's claim only", () => {
    const leases = createLeases();
    leases.take(key, 'a', 1_000);
    leases.renew(key, 'b', 5_000);
    leases.letGo(key, 'b');
    expect(leases.ownerAt(key, 999)).toBe('a');
    expect(leases.ownerAt(key, 1_000)).toBeNull();
    leases.renew(key, 'a', 5_000);
    expect(leases.ownerAt(key, 4_999)).toBe('a');
    leases.letGo(key, 'a');
    expect(leases.ownerAt(key, 0)).toBeNull();
  });

  it('lets go of any claim when no owner is named (a lead gone since it was claimed)', () => {
    const leases = createLeases();
    leases.take(key, 'a', 1_000);
    leases.letGo(key);
    expect(leases.ownerAt(key, 0)).toBeNull();
  });
});
