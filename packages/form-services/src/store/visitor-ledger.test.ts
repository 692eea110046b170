import { describe, expect, it } from 'vitest';
import { createVisitorLedger } from './visitor-ledger';

const HOUR = 3_600_000;

describe('createVisitorLedger', () => {
  it('counts each address’s mails in the hour before a moment, whatever the letter case', () => {
    const ledger = createVisitorLedger();
    const at = Date.UTC(2026, 10, 23, 10);
    ledger.note('lina@corp.ae', at);
    ledger.note('LINA@corp.ae', at + 1);
    expect(ledger.countBefore('Lina@Corp.ae', at + 2)).toBe(2);
    expect(ledger.countBefore('other@corp.ae', at + 2)).toBe(0);
    expect(ledger.countBefore('lina@corp.ae', at + HOUR)).toBe(1);
    expect(ledger.countBefore('lina@corp.ae', at + HOUR + 1)).toBe(0);
  });

  it('counts by the moment it is asked about, not by this process’s clock', () => {
    const ledger = createVisitorLedger();
    const past = Date.UTC(2020, 0, 1);
    ledger.note('a@b.ae', past - 1000);
    expect(ledger.countBefore('a@b.ae', past)).toBe(1);
  });
});
