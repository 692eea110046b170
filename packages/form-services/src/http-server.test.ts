import { describe, expect, it } from 'vitest';
import { httpServerOptions } from './http-server';

describe('httpServerOptions', () => {
  it('trusts exactly the configured number of hops', () => {
    const trust = httpServerOptions(1).trustProxy as (a: string, hop: number) => boolean;
    expect([trust('10.0.0.1', 0), trust('203.0.113.9', 1)]).toEqual([true, false]);
  });
});
