import fc from 'fast-check';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as esm from '../dist/index.js';
import { environment, onDemandRequest } from './arbitraries';

const cjs = createRequire(import.meta.url)('../dist/index.cjs') as typeof esm;

describe('the published builds', () => {
  it('export the same names from ESM and CommonJS', () => {
    expect(Object.keys(cjs).sort()).toEqual(Object.keys(esm).sort());
  });

  it('agree on every calculation', () => {
    fc.assert(
      fc.property(environment, (env) => {
        expect(cjs.calculatePrice(env)).toEqual(esm.calculatePrice(env));
      }),
    );
    fc.assert(
      fc.property(onDemandRequest, (request) => {
        expect(cjs.priceOnDemand(request)).toEqual(esm.priceOnDemand(request));
      }),
    );
  });
});
