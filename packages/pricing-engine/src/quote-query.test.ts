import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { environment } from '../test/arbitraries';
import { normalizeEnvironment } from './environment';
import { priceQuote } from './quote';
import { fromQuoteQuery, toQuoteQuery } from './quote-query';

describe('toQuoteQuery / fromQuoteQuery: a shared quote link', () => {
  it('reopens the same calculation for every environment', () => {
    fc.assert(
      fc.property(environment, (env) => {
        const reopened = fromQuoteQuery(toQuoteQuery(env));
        expect(reopened).not.toBeNull();
        expect(normalizeEnvironment(reopened!)).toEqual(normalizeEnvironment(env));
        expect(priceQuote(reopened!).total).toBe(priceQuote(env).total);
      }),
    );
  });

  it('reads the link however a browser escaped it', () => {
    const env = { numUsers: 5, addons: { avMgmt: true, backupMon: true } };
    const escaped = new URLSearchParams(toQuoteQuery(env)).toString();
    expect(escaped).toContain('addons=avMgmt%2CbackupMon');
    expect(normalizeEnvironment(fromQuoteQuery(`?${escaped}`)!)).toEqual(normalizeEnvironment(env));
  });

  it('has no calculation in an address that names no count', () => {
    expect(fromQuoteQuery('')).toBeNull();
    expect(fromQuoteQuery('utm_source=mail&hours=24x7')).toBeNull();
  });

  it('drops unknown add-ons and licences and keeps bad counts for the engine to read as 0', () => {
    const env = fromQuoteQuery('users=abc&addons=avMgmt,rocket&licenses=nope')!;
    expect(env).toMatchObject({ numUsers: 'abc', addons: { avMgmt: true }, licenses: {} });
    expect(normalizeEnvironment(env).numUsers).toBe(0);
  });

  it('never throws, whatever the address holds', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        expect(() => fromQuoteQuery(query)).not.toThrow();
      }),
    );
    expect(fromQuoteQuery('users=%E0%A4%A&servers=2')).toMatchObject({ numServers: '2' });
  });
});
