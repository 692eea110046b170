import { describe, expect, it } from 'vitest';
import { createVisitorLedger } from './visitor-ledger';

const HOUR = 3_600_000;

describe('createVisitorLedger', () => {
  it('allows each address its share in any hour, whatever the letter case', () => {
    const ledger = createVisitorLedger(3);
    const at = Date.UTC(2026, 10, 23, 10);
    expect(
      [0, 1, 2, 3].map((i) => ledger.take(i % 2 ? 'LINA@corp.ae' : 'lina@corp.ae', at + i)),
    ).toEqual([true, true, true, false]);
    expect(ledger.take('other@corp.ae', at)).toBe(true);
    expect(ledger.take('lina@corp.ae', at + HOUR - 1)).toBe(false);
    expect(ledger.take('lina@corp.ae', at + HOUR + 1)).toBe(true);
  });

  it('counts mails noted from disk at start', () => {
    const ledger = createVisitorLedger(2);
    const now = Date.now();
    ledger.note('a@b.ae', now - 1000);
    ledger.note('a@b.ae', now - 500);
    expect(ledger.take('a@b.ae', now)).toBe(false);
  });
});
